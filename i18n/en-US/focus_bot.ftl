# focus-bot in American English: the fallback language (en-GB uses it too).
#
# Glossary (the words of Sid Sackson's Focus, used the same way everywhere):
#   stack      a pile of pieces on one square; its owner is the colour on top
#   piece      one disc
#   reserve    pieces kept off the board, placed later with /focus reserve
#   captured   enemy pieces that came off the bottom of a stack
#   move       moving the top k pieces of a stack exactly k squares
#   place      putting a reserve piece on a square
#   swap       the swap opening (2 players)
#   short      the short variant (capturing N pieces wins)
#   seat       a colour at the table: Red, Green, Blue, Yellow
# Notation (c3-f3:3, r:e5, s:c3-d3) and command names (/focus move) are never translated
# in hints the user types.

## Words

colour-red = Red
colour-green = Green
colour-blue = Blue
colour-yellow = Yellow
list-separator = {", "}
list-last = { $init } and { $last }
clause-separator = {", "}
clause-last = { $init } and { $last }
sentence-gap = {" "}
someone = someone
unit-days = { $n ->
    [one] 1 day
   *[other] { $n } days
}
unit-hours = { $n ->
    [one] 1 hour
   *[other] { $n } hours
}
unit-minutes = { $n ->
    [one] 1 minute
   *[other] { $n } minutes
}
duration-pair = { $big } { $small }
duration-under-minute = less than a minute
ago-now = just now
ago-minutes = { $n ->
    [one] 1 minute ago
   *[other] { $n } minutes ago
}
ago-hours = { $n ->
    [one] 1 hour ago
   *[other] { $n } hours ago
}
ago-yesterday = yesterday
ago-days = { $n ->
    [one] 1 day ago
   *[other] { $n } days ago
}
ago-weeks = { $n ->
    [one] 1 week ago
   *[other] { $n } weeks ago
}
ago-months = { $n ->
    [one] 1 month ago
   *[other] { $n } months ago
}
ago-years = { $n ->
    [one] 1 year ago
   *[other] { $n } years ago
}
turns-count = { $n ->
    [one] 1 turn
   *[other] { $n } turns
}
pieces = { $n ->
    [one] a piece
   *[other] { $n } pieces
}
pieces-of = { $n ->
    [one] a { $colour } piece
   *[other] { $n } { $colour } pieces
}
seat-label = { $name } ({ $colour })
players-count = { $n } players
opt-teams = teams
opt-ffa = free-for-all
opt-short = short { $n }
opt-swap = swap opening
opt-per-turn = { $time } a turn
opt-no-limit = no time limit
opt-unrated = {", "}unrated

## Refusals and failures any command can meet

# The friend a command example challenges (`/focus challenge opponent:@friend`).
example-friend = @friend
no-game = There is no game in progress in this channel. Start one with `{ $example }`.
moved-on = The game moved on; look at the board again with `{ $board_command }`.
not-started = The game has not started yet: the challenge from { $challenger } waits for { $waiting } to accept with `{ $accept_command }` (or decline with `{ $decline_command }`).
game-corrupt = Game { $game } can no longer be read back from the bot's database (its record is damaged), so it was closed and counts for nobody. Start a new game with `{ $example }`.
disk-full = I could not save that: the bot's disk is full. Nothing changed; try again in a moment, and tell the server's admins if it goes on.
busy = The game is busy, try again in a moment: nothing changed.
not-a-player = You are not a player in this game ({ $players } are). Start your own in a thread with `{ $challenge_command }`.
already-over = This game is already over.
not-your-turn = It is not your turn: it is { $name }'s turn ({ $colour }).
not-legal = `{ $action }` is not legal: { $reason }.

## A turn told to the channel

act-move = { $who } moved { $pieces } from { $from } to { $to }
act-place = { $who } placed a reserve piece on { $square }
act-swap = { $who } swapped their piece on { $mine } with { $piece } on { $theirs }
act-swap-piece = the opponent's
act-captured = captured { $pieces }
act-kept = kept { $pieces } in reserve
act-gave = gave { $pieces } to { $colour }'s reserve
act-alone = { $action }.
act-one = { $action } and { $part }.
act-many = { $action }, { $parts }.
draw-withdrawn = The draw offer is withdrawn.
seat-out = { $seat } cannot act and is out of the game.
seat-skipped = { $seat } cannot act: skipped until they can.
seat-back = { $seat } can act again and is back in.
repetition-warning = This position has now occurred twice: a third time ends the game, and { $seat } wins.
computer-next = The computer plays { $colour } next: thinking…
your-turn = { $mention } ({ $colour }), your turn.
your-turn-limit = { $mention } ({ $colour }), your turn — you have { $time }.
hint-first-placement = First place your reserve piece on an empty square, like `{ $example }`.
hint-swap = This game opens with a swap: trade one of your single pieces for one of your opponent's, like `{ $example }`.
over-draw = **Game over: a draw**, agreed by every player.
over-aborted = **Game over: aborted** by a moderator, with no result for anyone.
over-wins = **Game over.** { $count ->
    [one] { $names } wins{ $why }.
   *[other] { $names } win{ $why }.
}
why-no-moves = : nobody else can move
why-repetition = : the same position came up a third time, and a repetition goes to the first player
why-short-team = : the team's captures reached the short game's target of { $n }
why-short = : their captures reached the short game's target of { $n }
why-time = : the others ran out of time
result-draw = draw
result-aborted = aborted
result-wins = { $count ->
    [one] { $colours } wins ({ $how })
   *[other] { $colours } win ({ $how })
}
how-no-moves = no moves
how-repetition = repetition
how-short = short game
how-resign = resignation
how-time = time

## Moves, placements, swaps

which-move = Which move? Name it, like `{ $example }` (the top 3 pieces of c3 to f3): start typing and your legal moves are offered.
not-a-move = That is not a move: { $reason }.
which-square = Which square? Name the square for your reserve piece, like `{ $example }`.
not-a-place = That is not a place for a piece: { $reason }.
swap-missing-both = both squares are missing
swap-missing-mine = your square (`mine`) is missing
swap-missing-theirs = your opponent's square (`theirs`) is missing
swap-missing = A swap names two squares, and { $missing }: one of your single pieces, then one of your opponent's, like `{ $example }`.
swap-unreadable = That swap cannot be read: { $reason }.

## Resigning and draws

keep-playing = You play on: nothing changed.
resign-other-game = That game is over: nothing changed. Look at the channel for the game now.
cannot-resign = You cannot resign: { $reason }.
resign-ask = Resign from game { $game }? { $what } This cannot be undone. Confirm with the Resign button, or repeat `{ $resign_command }` within a minute.
resign-team-loses = You concede for your team ({ $partner } and you): { $winners } win.
resign-loses = { $count ->
    [one] { $winners } wins.
   *[other] { $winners } win.
}
resign-leaves = You leave the game for good; the others play on.
resigned-team = { $seat } resigned, conceding for the team with { $partner }.
resigned = { $seat } resigned.
resigned-out = { $seat } resigned and is out of the game.
draw-out = You are out of this game, so you cannot offer a draw.
draw-computer = The computer does not agree to draws: play on, or resign with `{ $resign_command }`.
draw-already = You already offered a draw: it is agreed when every other player still in offers it too.
draw-refused = No draw: { $reason }.
draw-accepted = { $seat } accepts the draw.
draw-offered = { $seat } offers a draw. { $others }: to accept, use `{ $draw_command }`, to decline, `{ $decline_command }`; any move withdraws the offer.

## Challenges

challenge-count = Challenge 1 to 3 opponents: Focus is played by 2, 3 or 4 players.
challenge-self = You cannot challenge yourself: name someone else, or challenge me to play the computer.
challenge-bot = { $name } is a bot and cannot play. Challenge me instead to play the computer.
challenge-twice = You named { $name } twice: each player takes one seat.
challenge-mode = `mode` chooses between teams and free-for-all, which only 4-player games have: leave it out for a game of { $count }, or name 3 opponents.
challenge-level = `level` sets the computer's strength, and the computer is not in this game: leave it out, or name me as an opponent to play the computer.
challenge-setup = That game cannot be set up: { $reason }.
challenge-race = Someone else just started something here: try again.
challenge-made = { $challenger } challenges { $opponents } to a game of Focus ({ $options }; { $first }).
first-random = seats drawn by lot
first-challenger = challenger first
challenge-teams = Teams: { $a } and { $b } against { $c } and { $d }.
challenge-partners-by-lot = Partners are drawn by lot when the game starts.
challenge-answer = { $waiting }: accept with `{ $accept_command }` or decline with `{ $decline_command }`. The challenge expires in 24 hours.
channel-has-game = This channel already has a game in progress: one game at a time per channel. Start a thread here and challenge there — every thread has its own game.
already-challenged = You already challenged { $names } here (challenge { $id }), and it is still open: wait for an answer, or withdraw it with `{ $cancel_command }` and challenge again.
already-accepted = You already accepted { $challenger }'s challenge here: the game starts when { $names } { $count ->
    [one] accepts
   *[other] accept
} too.
challenged-you = { $challenger } has challenged you here: accept with `{ $accept_command }` or decline with `{ $decline_command }`.
channel-has-challenge = This channel already has an open challenge from { $challenger }: wait for it to be answered, or start a thread and challenge there.
challenge-not-open = That challenge is not open any more: look at the channel again.
no-such-challenge-open-one = There is no challenge { $id } in this channel. The open one here is challenge { $open } from { $challenger }: leave the number out to answer it.
no-such-challenge = There is no challenge { $id } in this channel, and no open one. Start one with `{ $example }`.
no-open-challenge = There is no open challenge in this channel. Start one with `{ $example }`.
challenge-was-expired-unanswered = That challenge was already expired: nobody answered within 24 hours.
challenge-was-accepted = That challenge was already accepted.
challenge-was-declined = That challenge was already declined.
challenge-was-cancelled = That challenge was already cancelled.
challenge-was-expired = That challenge was already expired.
challenge-yours = You made this challenge: wait for the others to accept.
challenge-not-for-you = This invitation is not for you.
challenge-already-accepted = You already accepted: the game starts when everyone invited has.
challenge-superseded = A game started in this channel in the meantime, so this challenge is cancelled. Start a thread and challenge there.
challenge-accepted = { $name } accepted. Waiting for { $waiting }.
game-on = **The game is on!** { $options }.
game-on-seat = { $colour }: { $player }
game-on-teams = Teams: { $a } against { $b }.
challenge-yours-decline = You made this challenge: withdraw it with `{ $cancel_command }`.
challenge-declined = { $name } declined the challenge from { $challenger }.
challenge-cancel-not-yours = Only { $challenger }, who made this challenge, can cancel it.
challenge-cancelled = { $name } cancelled the challenge.
challenge-expired = The challenge from { $challenger } expired: nobody answered within 24 hours.
time-limit-bad = `{ $text }` is not a time limit: write a number and a unit (`d` days, `h` hours, `m` minutes), like `3d`, `12h`, `1d12h` or `30m`, from 1 minute to 365 days; or `none` for no limit.
time-limit-range = A turn time limit is between 1 minute and 365 days, or `none`.
computer-name = Computer ({ $level })
level-easy = easy
level-medium = medium
level-hard = hard
level-master = master

## The board

board-finished = finished after { $turns }
board-no-turn = no turn played yet
board-after-turn = after turn { $n }
board-head = Game { $game } ({ $options }), { $when }.
board-seat = { $colour }: { $player } — { $board } on the board, { $reserve } in reserve, { $captured } captured
board-seat-out = { $colour }: { $player } — { $board } on the board, { $reserve } in reserve, { $captured } captured (out)
board-computer = The computer plays { $colour }: thinking…
board-turn = It is { $name }'s turn ({ $colour }).
board-turn-left = It is { $name }'s turn ({ $colour }), { $time } left.
board-new-game = Start a new game with `{ $challenge_command }`.

## The turn timer and the computer

timed-out-forfeits = { $seat } ran out of time and forfeits.
timed-out-out = { $seat } ran out of time and is out of the game.
reminder-forfeit = { $mention } ({ $colour }), it is your turn in game { $game }: { $time } left, then you forfeit the game.
reminder-out = { $mention } ({ $colour }), it is your turn in game { $game }: { $time } left, then you are out of the game.
computer-alone = Nobody but the computer is left in this game, so it ends here.

## The rules' and notation's reasons (after "is not legal:" and the like)

illegal-game-over = the game is over
illegal-off-board = { $square } is a cut corner, not on the board
illegal-empty = { $square } is empty: move from a stack with your colour on top
illegal-not-yours = { $square } is { $owner }'s: you can only move stacks with your colour ({ $you }) on top
illegal-too-few = { $height ->
    [one] { $square } is only 1 high, so at most 1 piece can move from it
   *[other] { $square } is only { $height } high, so at most { $height } pieces can move from it
}
illegal-not-straight = { $from }-{ $to } is not a straight line: move along a row or a column
illegal-nowhere = { $square }-{ $square } goes nowhere: a move must land on another square
illegal-count = { $distance ->
    [one] `:{ $count }` does not match the distance of 1 square: k pieces move exactly k squares
   *[other] `:{ $count }` does not match the distance of { $distance } squares: k pieces move exactly k squares
}
illegal-no-reserve = you have no reserve pieces
illegal-first-placement = on your first turn you must place your reserve piece on an empty square, like `r:{ $example }`
illegal-first-placement-taken = on your first turn you must place your reserve piece on an empty square ({ $taken } is taken), like `r:{ $example }`
illegal-swap-required = this game opens with a swap: trade one of your single pieces for one of { $opponent }'s, like `{ $example }`
illegal-no-swap = swaps are only played in the swap opening
illegal-bad-swap-square = a swap names one of your single pieces first, then one of { $opponent }'s, like `{ $example }`: { $square } is not
illegal-symmetric = that swap would make the board symmetric again ({ $symmetry }), which the swap opening forbids: choose another
symmetry-column = a mirror image from the a side to the h side
symmetry-row = a mirror image from row 1 to row 8 with the colours exchanged
symmetry-half-turn = the same after a half turn with the colours exchanged
illegal-no-seat = there is no seat { $n } in this game
illegal-already-out = { $colour } is already out of the game
parse-empty = write an action, like `c3-f3:3`, `r:e5` or `s:c3-d3`
parse-bad-square = `{ $text }` is not a square: write a column a–h and a row 1–8, like `c3`
parse-bad-count = `:{ $text }` is not a piece count: write how many pieces move, 1 to 5, like `c3-f3:3`
parse-unrecognised = `{ $text }` is not an action: write a move like `c3-f3:3`, a placement like `r:e5`, or a swap like `s:c3-d3`
config-players = Focus is played by 2, 3 or 4 players, not { $n }
config-swap-two = the swap opening is for 2-player games only
config-short-zero = the short variant needs a capture count of at least 1
config-short-unreachable = nobody can capture { $target } pieces: there are only { $enemies } enemy pieces in this game, so choose a short target from 1 to { $enemies }

## /focus rules (written afresh in each language)

rules-text = **How to play Focus**
    - The board is 8×8 without three squares in each corner. Every piece starts as a stack of one.
    - A stack belongs to whoever's colour is on top. On your turn, either **move** or **place**.
    - **Move**: take the top k pieces of a stack you own (k = 1 to its height) and move them exactly k squares up, down, left or right, onto any square. Written `c3-f3:3`.
    - **Place**: put a piece from your reserve on top of any square. Written `r:e5`.
    - A stack taller than 5 loses pieces from the bottom: your own go to your reserve (your partner's to your partner's in teams); anyone else's are captured.
    - If you own no stack and have no reserve you cannot act: with 2 players you lose; with 3, you are out of the game for good when the turn reaches you; with 4 you are skipped until you can act again. The last player (or team) still able to act wins.
    - Options: `short` N (capturing N pieces wins), `swap` (2 players open by swapping one single piece each; the second swap may not leave the board symmetric, as it was at the start).
    - The same 2-player position three times ends the game: the first player wins.
rules-picture = The picture: Red's stack of two on d2 has moved two squares down, onto Green's piece on d4 (`d2-d4:2`); Red's colour is on top, so the stack of three is Red's.
web-rules-title = How to play Focus

## /focus help

help-head = **Focus** — Sid Sackson's game of stacks, played right here.
help-options = Challenge options: { $options }. A time limit is like `30m`, `12h`, `3d` or `none`.
help-foot = One game per channel: start a thread for another.

## Commands and options as Discord shows them (cmd-COMMAND, cmd-COMMAND-OPTION); their
## localized names are name-COMMAND and name-COMMAND-OPTION (not in en-US: the names are English)

cmd-focus = Play Sid Sackson's Focus with friends in this channel.
cmd-challenge = Challenge 1 to 3 players to a game here (challenge me to play the computer).
cmd-accept = Accept the challenge you were sent in this channel.
cmd-decline = Decline the challenge you were sent in this channel.
cmd-cancel = Withdraw your challenge in this channel.
cmd-move = Move a stack: c3-f3:3 moves the top 3 pieces of c3 three squares to f3.
cmd-reserve = Place a piece from your reserve on a square, like e5.
cmd-swap = The swap opening: trade one of your pieces with one of your opponent's.
cmd-board = Show the board and whose turn it is, or how the last game ended.
cmd-resign = Resign from this channel's game.
cmd-draw = Offer a draw, or accept the draw the others offered.
cmd-history = The moves of this channel's game (or game N) and its record file.
cmd-replay = An animation of this channel's game (or game N).
cmd-games = Your games in this server.
cmd-stats = Ratings, rank and record in this server: yours, or another player's.
cmd-leaderboard = The server's best players by rating.
cmd-rules = How to play Focus.
cmd-help = The commands, in short.
cmd-abort = End this channel's game (or its open challenge) with no result: for moderators.
cmd-settings = The server's settings (no options: show them): for admins with Manage Server.
cmd-notify = How you hear that it is your turn, in every game (no choice: show it).
cmd-challenge-opponent = Who you challenge
cmd-challenge-opponent2 = A second opponent (3 or 4 players)
cmd-challenge-opponent3 = A third opponent (4 players)
cmd-challenge-mode = 4 players: teams (default) or ffa (free-for-all)
cmd-challenge-short = Short game: capturing this many enemy pieces wins
cmd-challenge-swap = 2 players: open by swapping pieces
cmd-challenge-time = Time for each turn (default 3d)
cmd-challenge-first = Who plays first: random (default) or challenger
cmd-challenge-level = The computer's level, when you challenge me
cmd-challenge-rated = Whether the game counts for ratings (default yes)
cmd-accept-challenge = The challenge's number (default: the one in this channel)
cmd-decline-challenge = The challenge's number (default: the one in this channel)
cmd-cancel-challenge = The challenge's number (default: the one in this channel)
cmd-move-move = The move, like c3-f3:3 (from-to:pieces)
cmd-reserve-square = The square, like e5
cmd-swap-mine = Your piece's square, like c3
cmd-swap-theirs = Your opponent's piece's square, like d3
cmd-history-game = A game's number (default: this channel's latest)
cmd-replay-game = A game's number (default: this channel's latest)
cmd-stats-player = Whose stats (default: yours)
cmd-leaderboard-kind = 2p (2-player games, default) or multi (3 and 4 players)
cmd-leaderboard-page = Which page (default 1)
cmd-abort-game = A running game's number (default: this channel's game)
cmd-abort-challenge = End this channel's open challenge instead
cmd-settings-time = Default time for each turn: 3d, 12h, 30m, none, or default
cmd-settings-language = Language of the bot's public posts
cmd-settings-allow_channel = Allow games in this channel (then only in the listed ones)
cmd-settings-remove_channel = Take this channel off the list
cmd-settings-any_channel = Allow games in every channel again
cmd-settings-board = Whether /focus board answers in public or only to the caller
cmd-settings-reminder_role = A role to mention in turn reminders
cmd-settings-no_reminder_role = Mention no role in reminders
cmd-settings-web = Web pages of the games: on (links in the posts), off, or public (no link needed)
cmd-notify-mode = channel (a mention, default), dm (a direct message too) or off (no mention)

name-focus = focus
name-challenge = challenge
name-accept = accept
name-decline = decline
name-cancel = cancel
name-move = move
name-reserve = reserve
name-swap = swap
name-board = board
name-resign = resign
name-draw = draw
name-history = history
name-replay = replay
name-games = games
name-stats = stats
name-leaderboard = leaderboard
name-rules = rules
name-help = help
name-abort = abort
name-settings = settings
name-notify = notify
name-challenge-opponent = opponent
name-challenge-opponent2 = opponent2
name-challenge-opponent3 = opponent3
name-challenge-mode = mode
name-challenge-short = short
name-challenge-swap = swap
name-challenge-time = time
name-challenge-first = first
name-challenge-level = level
name-challenge-rated = rated
name-accept-challenge = challenge
name-decline-challenge = challenge
name-cancel-challenge = challenge
name-move-move = move
name-reserve-square = square
name-swap-mine = mine
name-swap-theirs = theirs
name-history-game = game
name-replay-game = game
name-stats-player = player
name-leaderboard-kind = kind
name-leaderboard-page = page
name-abort-game = game
name-abort-challenge = challenge
name-settings-time = time
name-settings-language = language
name-settings-allow_channel = allow_channel
name-settings-remove_channel = remove_channel
name-settings-any_channel = any_channel
name-settings-board = board
name-settings-reminder_role = reminder_role
name-settings-no_reminder_role = no_reminder_role
name-settings-web = web
name-notify-mode = mode

## Choices

choice-teams = teams
choice-ffa = ffa
choice-random = random
choice-challenger = challenger
choice-easy = easy
choice-medium = medium
choice-hard = hard
choice-master = master
choice-2p = 2p
choice-multi = multi
choice-public = public
choice-private = private
choice-channel = channel
choice-dm = dm
choice-off = off
choice-on = on
choice-10m = 10 minutes
choice-1h = 1 hour
choice-12h = 12 hours
choice-1d = 1 day
choice-3d = 3 days
choice-7d = 7 days
choice-none = no limit

## Ratings, stats and the leaderboard

kind-2p = 2-player
kind-multi = multi-player
ratings-too-short = Not rated: the game ended before every player had had a turn.
ratings-unrated = An unrated game: ratings do not change.
ratings-head = Ratings ({ $kind }):
leaderboard-line = { $rank }. { $name } { $conservative } ({ $rating } ± { $deviation }, { $games } games)
stats-bot = { $name } is a bot and does not play: ask about a person, or about me for the computer's ratings.
stats-computer-none = The computer has not finished a game in this server yet: challenge me!
stats-none = { $name } has not finished a game in this server yet. Start one with `{ $example }`.
stats-unrated-kind = { $kind }: { $rating } (no rated games yet)
stats-rank = rank { $rank } of { $of }
stats-not-ranked = not ranked yet ({ $games } of { $needed } rated games)
stats-kind = { $kind }: **{ $rating }** ± { $deviation } · { $rank } · { $games ->
    [one] { $games } rated game
   *[other] { $games } rated games
}
stats-best-win = {" "}· best win: { $name } ({ $rating }) in game { $game }
stats-record = Record: { $wins } – { $losses } – { $draws } (wins – losses – draws)
stats-record-players = { $players } players { $wins } – { $losses } – { $draws }
stats-streak-wins = Current streak: { $n ->
    [one] { $n } win
   *[other] { $n } wins
}
stats-streak-losses = Current streak: { $n ->
    [one] { $n } loss
   *[other] { $n } losses
}
stats-streak-draws = Current streak: { $n ->
    [one] { $n } draw
   *[other] { $n } draws
}
stats-w = W
stats-l = L
stats-d = D
stats-last = Last { $n }: { $results } (newest first)
leaderboard-bad-kind = `{ $kind }` is not a leaderboard: choose `2p` (2-player games) or `multi` (3 and 4 players).
leaderboard-empty = Nobody is on the { $kind } leaderboard yet: players are listed after { $needed } rated { $kind } games.
leaderboard-no-page = There is no page { $page }: the { $kind } leaderboard has { $count ->
    [one] { $count } page
   *[other] { $count } pages
}.
leaderboard-head = **Leaderboard — { $kind }** (rating − 2 deviations; listed after { $needed } rated games) · page { $page } of { $count }
leaderboard-not-listed = You are not listed yet: { $games } of { $needed } rated { $kind } games.

## History, replays, a player's games

no-such-game = There is no game { $id } in this server: `{ $games_command }` lists yours.
no-game-yet = No game was played in this channel yet. Start one with `{ $example }`.
record-replay-hint = replay with: focus-bot replay < this-file (the headers give the options)
history-earlier = { $n } earlier turns in the file
history-draw = draw agreed by all players
history-abort = ended by a moderator
history-resign = resigned
history-time = ran out of time
history-no-turns = (no turns yet)
history-in-progress = in progress
history-head = Game { $game } ({ $players }; { $status }):
replay-stepped = Game { $game } in { $turns } turns, one frame every { $step } turns (a long game's replay is kept small enough to post); `{ $history_command }` has every turn.
replay-every = Game { $game }, turn by turn ({ $turns } turns).
games-none = You have no games in this server yet. Start one with `{ $example }`.
games-head = Your games ({ $n ->
    [one] { $n } game
   *[other] { $n } games
}):
games-more = { $n ->
    [one] and { $n } older game.
   *[other] and { $n } older games.
}
games-drawn = drawn
games-aborted = aborted
games-won = won
games-lost = lost
games-your-turn = **your turn**
games-their-turn = { $name }'s turn
games-over = over
games-line = Game { $game } in { $channel }, started { $started }, as { $seat }: against { $opponents } — { $state }
games-line-team = Game { $game } in { $channel }, started { $started }, as { $seat }: with { $partner } against { $opponents } — { $state }

## Moderators and admins

abort-not-running = Game { $id } is not running in this server: nothing to abort. `{ $games_command }` lists a player's games.
abort-no-game = There is no game in progress in this channel: nothing to abort. (An open challenge is ended with `{ $example }`.)
abort-unreadable = **Game { $id } aborted** by { $by } in { $channel } (its record could not be read back). It counts for nobody.
abort-refused = That game cannot be aborted: { $reason }.
aborted-by = { $by } aborted game { $game }.
abort-moved-on = The game moved on meanwhile: try again.
abort-no-challenge = There is no open challenge in this channel: nothing to abort.
abort-challenge-answered = That challenge was answered meanwhile: look at the channel again.
challenge-withdrawn = { $by } withdrew { $challenger }'s challenge.
settings-bad-time = { $reason } (`default` is the bot's own, 3 days.)
settings-bad-language = `{ $language }` is not a language I speak: choose { $choices }.
settings-bad-board = `board` is `public` (everyone sees the answer) or `private` (only the caller does), not `{ $board }`.
settings-bad-web = `web` is `on` (the posts link to each game's page), `off` (no pages) or `public` (pages for anyone, no link needed), not `{ $web }`.
settings-not-listed = { $channel } is not on the list of game channels, so there is nothing to remove.
settings-any-channel-now = Games may start in any channel.
settings-saved = Saved. The server's settings now:
settings-head = The server's settings:
channel-not-for-games = Games are not started in this channel on this server: challenge in { $list } (or a thread there). A server admin changes this with `{ $settings_command }`.
settings-time-default = { $time } a turn (the bot's default)
settings-time = - New games: { $time } unless the challenge says otherwise (`time`).
settings-language = - Public posts in: { $name } (`language`).
settings-any-channel = - Games may start in any channel (`allow_channel` limits them).
settings-channels = - Games may start only in: { $list } and their threads (`allow_channel`, `remove_channel`, `any_channel`).
settings-board-private = - `{ $board_command }` answers only the caller (`board`).
settings-board-public = - `{ $board_command }` answers in public (`board`).
settings-role = - Turn reminders mention { $role } too (`reminder_role`, `no_reminder_role`).
settings-no-role = - Turn reminders mention only the player (`reminder_role`, `no_reminder_role`).
settings-web-on = - Each game has a web page, linked from its posts (`web`).
settings-web-off = - The games have no web pages (`web`).
settings-web-public = - Each game has a web page anyone may open, linked from its posts (`web`).

## The picture's words (short: they fit a narrow column)

pic-wins = { $who } wins
pic-win = { $who } win
pic-draw = Draw
pic-aborted = Game aborted
pic-why-no-moves = the others cannot move
pic-why-repetition = third repetition
pic-why-short = capture target reached
pic-why-resign = by resignation
pic-why-time = the others ran out of time
pic-why-agreed = agreed
pic-why-moderator = by a moderator
pic-winner = winner
pic-out = out
pic-to-place = to place
pic-to-swap = to swap
pic-to-move = to move
pic-skipped = skipped
pic-offers-draw = offers draw
pic-partner = + { $colour }
pic-reserve = reserve
pic-captured = captured
pic-stacks = stacks
pic-start = Start of the game
pic-start-to-move = Start of the game · { $colour } to move
pic-last-turn = Last turn
pic-last-turns = Last { $n } turns
pic-resigned = resigned
pic-out-of-time = out of time
pic-draw-agreed = draw agreed
pic-turn-aborted = aborted
pic-off-captured = captured
pic-off-reserve = to reserve
# The mark on each colour's discs: one character (its colour's initial), no two alike.
pic-letter-red = R
pic-letter-green = G
pic-letter-blue = B
pic-letter-yellow = Y

## Discord: buttons and the adapter's own messages

button-accept = Accept
button-decline = Decline
button-resign = Resign
button-keep-playing = Keep playing
button-previous = Previous
button-next = Next
went-wrong = Something went wrong on my side; please try again in a moment.
restarting = I am restarting; please try again in a minute.
servers-only = Focus is played in a server's channels, not in direct messages.
not-your-question = This question is not yours.
button-no-longer-in-use = This button is no longer in use: nothing changed. Use `{ $board_command }` to see the game as it is now.
you-resigned = You resigned.
bad-arguments = I could not read those options; check them against `{ $help_command }`.
no-permission = no permission
needed-permission = the needed permission
members-only = Only members with { $names } in this channel can use `/{ $command }`.
missing-why-picture = {" "}(the board is a picture)
missing-why-embed = {" "}(the board is shown in an embed)
missing-permissions = I cannot post the game here: I am missing { $names } in this channel{ $why }. A server admin can grant it to me in the channel's settings (Permissions), or in Server Settings → Roles. Nothing changed.

## The click path: the Play button, the picker, the draw buttons, /focus notify

button-play = Play
button-back = Back
button-accept-draw = Accept draw
button-decline-draw = Decline
button-go-to-game = Go to the game
button-tournament-join = Join
button-tournament-leave = Leave
pick-placeholder = Choose…
pick-not-your-turn = It is { $name }'s turn ({ $colour }).
pick-game-over = That game is over: nothing changed. Look at the channel for the game now.
pick-stale = This menu is out of date: the game moved on. Nothing changed; click **{ $play }** on the newest turn post.
pick-not-offered = That choice is not on the menu: nothing changed. Click **{ $play }** again for a fresh menu.
pick-played = You played `{ $action }`.
pick-start = Game { $game }, your turn ({ $colour }): choose a stack to move.
pick-start-reserve = Game { $game }, your turn ({ $colour }): choose a stack to move, or your reserve.
pick-swap = Game { $game }, your turn ({ $colour }): this game opens with a swap. Choose one of your single pieces.
pick-rows-forced = Game { $game }, your turn ({ $colour }): first place your reserve piece on an empty square. Choose a row.
pick-rows = Game { $game } ({ $colour }): place a reserve piece. Choose a row.
pick-row-squares = Row { $row }: choose the square for your reserve piece.
pick-targets = { $square } ({ $height } high): where to? Moving n pieces goes exactly n squares.
pick-swap-targets = Swap your piece on { $square } with which of your opponent's single pieces?
pick-stack = { $square } · { $height } high
pick-reserve = Reserve · { $n ->
    [one] { $n } piece
   *[other] { $n } pieces
}
pick-swap-piece = { $square } · your piece
pick-target = { $square } — move { $count }
pick-swap-target = { $square } — swap with { $colour }'s piece
pick-swap-target-any = { $square } — swap
pick-row = Row { $row } · { $n ->
    [one] { $n } square
   *[other] { $n } squares
}
pick-place-empty = { $square } · empty
pick-place-on = { $square } · on { $colour }'s { $height }-stack
draw-no-offer = There is no draw offer to answer any more: nothing changed.
draw-not-yours = This draw offer is for the other players still in the game: nothing changed.
draw-declined = { $seat } declines the draw: play on.
notify-means-channel = the turn post mentions you
notify-means-dm = the turn post mentions you, and I also send you a direct message with the board
notify-means-off = no mention; look with `{ $board_command }`
notify-shown = Your turn notices: **{ $mode }** ({ $means }). Change with `{ $example }`, `{ $dm }` or `{ $off }`.
notify-set = Done: your turn notices are now **{ $mode }** ({ $means }), in every game.
notify-unknown = `{ $typed }` is not a notice setting: choose `channel`, `dm` or `off`.
dm-refused = I could not send you a direct message for your turn (Discord refused it: your direct messages may be closed to this server's members), so the turn post mentioned you instead. Open them in the server's Privacy Settings, or choose `{ $example }`.
dm-turn = It is your turn ({ $colour }) in game { $game }, in { $channel }.
dm-reminder = Reminder: it is your turn ({ $colour }) in game { $game }, in { $channel }: { $left } left.

## The local console

console-computer = `@{ $who }` is the computer: it plays its own turns and cannot type commands. Type as a person, like `@alice /focus board`; challenge the computer with `@alice { $example }`.
console-needs = `/focus { $command }` needs `{ $option }` ({ $description }): `{ $usage }`.
console-permission = Only members with **{ $needs }** in this channel can use `/focus { $command }` (in the console: `@{ $who }+{ $suffix }`).
console-choices-where = `?` lists the choices of `/focus move`, `/focus reserve` and `/focus swap`, not of `/focus { $command }`.
console-nothing-to-choose = Nothing to choose from: it is not your turn here (or there is no game in this channel). `/focus board` shows whose turn it is.
console-what-moves = moves
console-what-squares = reserve squares
console-what-swaps = swaps
console-none-legal = You have no legal { $what } now.
console-none-legal-use = You have no legal { $what } now: `{ $example }` lists this turn's choices.
console-none-starting = None of your legal { $what } start with `{ $typed }`.
console-legal = Your legal { $what } ({ $count }): { $list }
console-legal-starting = Your legal { $what } starting with `{ $typed }` ({ $count }): { $list }
console-legal-more = … and { $more } more: type a start to narrow them, like `{ $example }`.
console-challenge-number = `challenge` is a challenge number, like `3`.
console-challenge-buttons = [{ $accept }] [{ $decline }] buttons for challenge { $id }: `/focus accept { $id }`
console-page-buttons = [{ $previous }] [{ $next }] buttons: `{ $example }` (N from 1 to { $count })
console-resign-buttons = [{ $resign }] [{ $keep }] buttons: type `/focus resign` again within a minute to resign
parse-mode = `mode` is `teams` or `ffa`, not `{ $text }`.
parse-first = `first` is `random` or `challenger`, not `{ $text }`.
parse-answer = `answer` is `accept` or `decline`, not `{ $text }`.
parse-level = `{ $text }` is not a level: choose `easy`, `medium`, `hard` or `master`.
parse-yes-no = `{ $name }` is `yes` or `no`, not `{ $text }`.
console-page-number = `page` is a page number, like `2`.
console-game-number = `game` is a game number, like `3`.
console-unknown-channel = `{ $channel }` is not a channel I know: name one used here, like `#general`.
console-role-number = `reminder_role` is a role's number, not `{ $text }`.
console-short-number = `short` is a number of captures, like `6`, not `{ $text }`.
console-banner = Focus console: database { $db }, pictures in { $pictures }. Type lines like `@alice { $example }`; `@focus` is the computer. Type `quit` or `exit` to leave.
console-web-hint = Add `--web 127.0.0.1:8080` to serve each game's web page too.
console-error = error: { $message }
console-clock-failed = the clock could not run: { $error }. Nothing is lost and the session goes on: the clock tries again every few seconds.
console-clock-disk-full = the clock could not run: the database's disk is full. Nothing is lost and the session goes on: the clock runs again once there is space.
console-who-first = start the line with who types it, like `@alice /focus board`
console-not-permission = `+{ $permission }` is not a permission: write `+manage_messages` (aborting games) or `+manage_server` (the server's settings)
console-not-language = `[{ $tag }]` is not a language of the bot: write `[en-US]`, `[fr]`, `[it]` or `[ja]`, like `@{ $name }[fr] /focus help`
console-write-as-discord = write the command as in Discord: `@alice /focus board`
console-which-command = which command? Try `/focus help`
console-not-command = `/focus { $command }` is not a command: try `/focus help`
console-not-option = `{ $token }` is not an option of `/focus { $command }`; its options are: { $options }
console-no-option = `{ $token }` is not an option: `/focus { $command }` takes none.
console-option-twice = `{ $name }` is given twice: give each option once (nothing was done)
console-unclosed-quote = A quote { $open } is not closed: end the value with { $close }, like `name:"Autumn Swiss"`.
console-went-wrong = something went wrong: { $error }
console-picture-unwritten = (the picture could not be written to { $folder }: { $error })
console-private = private
console-pings = (pings { $who })
console-file = file: { $path }
console-not-utf8 = line { $number } is not valid UTF-8 text: type it again
permission-manage-messages = Manage Messages
permission-manage-server = Manage Server

## The analysis of a finished game (`/focus analyze`).
analyze-not-over = Game { $game } is still being played: analyse it once it is over.
analyze-aborted = Game { $game } was aborted by a moderator before it was played out: there is nothing to analyse.
analyze-queued = Analysing game { $game }: { $ahead ->
    [one] one analysis is
   *[other] { $ahead } analyses are
} ahead of yours, the answer follows here.
analyze-head = **Analysis of game { $game }** (each turn searched by the hard computer; chance of winning in the chart):
analyze-player = { $seat } { $name } played with an accuracy of { $accuracy }: { $inaccuracies ->
    [0] no inaccuracies
    [one] 1 inaccuracy
   *[other] { $inaccuracies } inaccuracies
}, { $mistakes ->
    [0] no mistakes
    [one] 1 mistake
   *[other] { $mistakes } mistakes
} and { $blunders ->
    [0] no blunders
    [one] 1 blunder
   *[other] { $blunders } blunders
}.
analyze-player-idle = { $seat } { $name }: accuracy — (no turns played)
analyze-costliest = The turns that cost most (the better action is drawn on the pictures):
analyze-none-costly = No turn lost anything: every action was the computer's choice.
analyze-costly = { $rank }. Turn { $turn }, { $seat }: `{ $played }`, better `{ $best }`: −{ $drop } points ({ $judgement })
analyze-blunder = blunder
analyze-mistake = mistake
analyze-inaccuracy = inaccuracy
analyze-small = small loss
chart-title = Game { $game }: chance of winning
chart-turns = turn
chart-swings = a turn that lost { $points } points or more
button-analyze = Analyze
cmd-analyze = A finished game's chart of who was winning, each player's accuracy and the costliest turns.
cmd-analyze-game = A game's number (default: this channel's latest)
name-analyze = analyze
name-analyze-game = game
## Seasons of the leaderboard
cmd-leaderboard-season = A season's number, or all for all-time (default: the current season)
cmd-settings-season = new: end the current season now (its leaderboard is kept)
cmd-settings-season_length = How long each season lasts (30d), or off
cmd-settings-season_channel = Where a season's final standings are posted
leaderboard-bad-season = `{ $season }` is not a season: give a number from 1 to { $current } (the current season), or `all` for all-time.
board-all-time = **All time** (every season)
board-current-season = **Season { $season }** (the current season; `season:all` for all-time)
board-past-season = **Season { $season }** (final standings)
stats-season = {"  "}Season { $season }: **{ $rating }** ± { $deviation } · { $rank } · { $games ->
    [one] { $games } rated game
   *[other] { $games } rated games
}
stats-season-unrated = {"  "}Season { $season }: no rated games yet
season-not-new = `season` takes `new` (end the current season now), not `{ $value }`.
season-bad-length = `{ $value }` is not a season's length: write it in days (`30d`), at least { $shortest }, at most 365 days; or `off` for no schedule.
season-channel-no-schedule = `season_channel` is where a scheduled season's final standings go: set `season_length` (say `30d`) first or together.
settings-season = - Season { $season }; seasons end when an admin says so (`season:new`, `season_length`).
settings-season-scheduled = - Season { $season }, ending in { $left }; each season lasts { $length }, its final standings posted in { $channel } (`season:new`, `season_length`, `season_channel`).
season-over = **Season { $season } is over!** Final standings; season { $next } starts now, its ratings from scratch. The all-time ratings go on (`{ $all }`).
season-over-kind = __{ $kind }__
season-over-nobody = Nobody was listed (players are listed after { $needed } rated games).
season-over-foot = This season's leaderboard stays: `{ $example }`.
season-picture-title = Season { $season }: final standings
tournament-picture-title = { $name }: round { $round } of { $rounds }
tournament-picture-title-during = { $name }: during round { $round } of { $rounds }
tournament-picture-final = { $name }: final standings
tournament-picture-points = Points
tournament-picture-buchholz = Buchholz
tournament-picture-sb = S-B
tournament-picture-rating = Rating
tournament-mark-won = won
tournament-mark-part = part of the points
tournament-mark-lost = lost
tournament-mark-bye = bye
tournament-mark-playing = playing
name-leaderboard-season = season
name-settings-season = season
name-settings-season_length = season_length
name-settings-season_channel = season_channel
## /focus tournament in Discord: its names and descriptions
name-tournament = tournament
name-tournament-create = create
name-tournament-join = join
name-tournament-leave = leave
name-tournament-start = start
name-tournament-cancel = cancel
name-tournament-standings = standings
name-tournament-list = list
name-tournament-create-format = format
name-tournament-create-players = players
name-tournament-create-rounds = rounds
name-tournament-create-time = time
name-tournament-create-name = name
name-tournament-create-rated = rated
name-tournament-create-mode = mode
name-tournament-create-double = double
choice-swiss = Swiss
choice-roundrobin = round robin
choice-2 = 2 players
choice-3 = 3 players
choice-4 = 4 players
name-tournament-id = id
## Rematch
cmd-rematch = Ask the players of this channel's last game (or game N) for a rematch.
cmd-rematch-game = A finished game's number (default: this channel's latest)
name-rematch = rematch
name-rematch-game = game
button-rematch = Rematch
rematch-made = { $challenger } asks { $opponents } for a rematch of game { $game } ({ $options }). The seats move round: { $first } ({ $colour }) plays first.
rematch-no-game = This channel has had no game to rematch. Start one with `{ $example }`.
rematch-no-such-game = There is no game { $game } in this server: `{ $games_command }` lists yours.
rematch-not-over = Game { $game } is not over yet: its rematch can be asked once it ends.
rematch-aborted = Game { $game } was aborted by a moderator: it has no rematch. Start a new game with `{ $challenge_command }`.
rematch-not-a-player = Only the players of game { $game } ({ $players }) can ask for its rematch. Start your own with `{ $challenge_command }`.
rematch-waiting = Game { $game } already has its rematch: challenge { $challenge }, waiting for { $waiting }.
rematch-started = Game { $game } was already rematched: that is game { $rematch }.
console-button = [{ $label }] button: `{ $example }`
web-game-title = Focus: game { $game }
web-server-title = Focus: this server's games
web-position-start = The board at the start
web-position-after = The board after turn { $n }: { $action }
web-steps = Step through the game
web-first = « Start
web-previous = ← Previous
web-next = Next →
web-last = Latest »
web-keys = Keys: ← and → step through the game, Home and End jump to its start and its latest turn.
web-players = Players
web-counts = { $board } on the board, { $reserve } in reserve, { $captured } captured
web-moves = Moves
web-start = Start
web-record = Game record (text)
web-replay = Replay (animated GIF)
web-server-link = All games of this server
web-live = Live: new turns appear here as they are played.
web-running = Games being played
web-finished = Finished games
web-leaderboard = Leaderboard (2 players)
web-none = None yet.
web-none-here = None on this page.
web-leaderboard-whole = The whole leaderboard
web-leaderboard-title = Focus: this server's leaderboard
web-server-back = This server's games
web-game-line = Game { $game }: { $players }; { $turns } turns; { $status }
web-status-won = { $count ->
    [one] { $names } won ({ $how }).
   *[other] { $names } won ({ $how }).
}
web-view-game = View game
web-console-link = web page: { $url }
web-tournament-title = Focus: tournament no. { $id }
web-tournaments = Tournaments
web-tournament-standings = Standings
web-tournament-rank = Rank
web-tournament-player = Player
web-tournament-this-round = This round
web-tournament-rounds = Rounds
web-tournament-round = Round { $round }
web-tournament-table = Table { $board }
web-tournament-table-head = Table
web-tournament-bye = Bye
web-tournament-players = Players
web-tournament-result = Result
web-tournament-game = Game
web-tournament-not-started = The standings and the rounds appear once it starts.
web-tournament-live = Live: this page updates as its games end and its rounds open.
tournament-web-link = Standings and every round's tables: { $url }

## Tournaments
tournament-default-name = Tournament { $id }
tournament-format-swiss = Swiss, { $rounds } rounds
tournament-format-swiss-auto = Swiss (the rounds are set at the start)
tournament-format-roundrobin = round robin
tournament-format-double = double round robin
tournament-no-limit = no time limit
tournament-unrated = , unrated
tournament-signup-heading = **{ $name }**
tournament-signup-heading-named = **{ $name }** (no. { $id })
tournament-signup = { $heading }: { $format }, tables of { $players }, { $time } per turn{ $rated }.
tournament-no-entrants = Nobody has joined yet.
tournament-entrants = Entrants ({ $count }): { $names }
tournament-how-to-join = Join with `{ $join }`; the creator starts it with `{ $start }`.
tournament-joined = You joined { $name }. Entrants so far: { $count }.
tournament-left = You left { $name }.
tournament-left-running = You left { $name }: your current game is resigned and you will not be paired again.
tournament-started = **{ $name } has started!** { $count } entrants, { $rounds } rounds. The tables of round 1 follow.
tournament-cancelled = { $name } was cancelled. Games already under way go on as ordinary games.
tournament-unpaired = **{ $name }: round { $round } cannot be paired.** Every way to pair the players still in would repeat a meeting. { $creator }: try again with `{ $start_command }` once the field has changed (the bot also tries every minute), or end the tournament with `{ $cancel_command }`.
tournament-unpaired-still = Round { $round } still cannot be paired: every way to pair the players still in would repeat a meeting. Try again once the field has changed, or end the tournament with `{ $cancel_command }`.
tournament-round-under-way = That tournament is running and its round is still being played: there is nothing to start.
tournament-round-retried = { $name }: round { $round } is paired; its tables follow.
tournament-round = **{ $name }: round { $round } of { $rounds }**
tournament-table = Table { $board }: { $players } in { $channel }
tournament-bye = Bye: { $player } (+{ $points })
tournament-table-heading = __{ $name }: round { $round }, table { $board }__
tournament-standings-swiss = **{ $name }: standings after round { $round }** (ties broken by Buchholz, then Sonneborn-Berger, then the rating at the start)
tournament-standings-robin = **{ $name }: standings after round { $round }** (ties broken by Sonneborn-Berger, then the rating at the start)
tournament-standings-swiss-during = **{ $name }: standings during round { $round }** (ties broken by Buchholz, then Sonneborn-Berger, then the rating at the start)
tournament-standings-robin-during = **{ $name }: standings during round { $round }** (ties broken by Sonneborn-Berger, then the rating at the start)
tournament-standing = { $rank }. { $player }: { $points } { $n ->
        [one] pt
       *[other] pts
    } · { $tiebreaks } · rating { $rating }{ $result }{ $left }
tournament-tiebreaks-swiss = Buchholz { $buchholz }, S-B { $sb }
tournament-tiebreaks-robin = S-B { $sb }
tournament-result = {" "}(this round +{ $points })
tournament-result-bye = {" "}(this round: a bye, +{ $points })
tournament-result-playing = {" "}(this round: still playing)
tournament-withdrew = {" "}(withdrew)
tournament-final = **{ $name } is over! The winner is { $winner }.** Podium: { $podium }.
tournament-podium-place = { $rank }. { $player } ({ $points } { $n ->
        [one] pt
       *[other] pts
    })
tournament-list-empty = No tournament is open on this server. Create one with `{ $create_command }`.
tournament-list-title = **Open tournaments**
tournament-list-line = no. { $id } { $name }: { $format }, tables of { $players }, { $count } entrants, { $status }
tournament-status-signup = taking entrants
tournament-status-running = round { $round } of { $rounds }
tournament-status-finished = finished
tournament-status-cancelled = cancelled
tournament-none = There is no such tournament on this server. See the open ones with `{ $list_command }`.
tournament-which = Several tournaments are open here (no. { $ids }): say which, for example `{ $example }`.
tournament-create-restricted = On this server only members with the Manage Events permission may create tournaments.
tournament-not-organizer = Only the tournament's creator or a member with the Manage Events permission may do that.
tournament-signup-closed = That tournament no longer takes entrants.
tournament-not-running = That tournament is not under way (it has not started, or it is over).
tournament-already-in = You have already joined that tournament.
tournament-not-in = You are not in that tournament.
tournament-too-few = The tournament has { $have } entrants; it needs at least { $need } to start.
tournament-not-coverable = A round robin at these tables seats everyone fairly only with exactly { $works } entrants, and there are { $have }. Wait for that number, or create a Swiss tournament instead.
tournament-bad-players = `players` is 2, 3 or 4.
tournament-bad-mode = `mode` (teams or free-for-all) is for tables of 4 players only.
tournament-bad-rounds-robin = `rounds` is for Swiss tournaments: a round robin plays everyone once (`double:yes` twice).
tournament-bad-rounds = `rounds` is a number from 1 to { $most }.
tournament-bad-double = `double` is for round robins: a Swiss tournament sets its rounds with `rounds`.
tournament-bad-name = A tournament's name is at most 80 characters.
help-tournament = tournaments: create one here, join it, start it (its creator), see the standings.
console-not-format = `format` is `swiss` or `roundrobin`, not `{ $text }`.
console-not-number = `{ $text }` is not a number: write it in digits, like `3`.
settings-bad-tournaments = `tournaments` is `anyone` (any member may create a tournament) or `managers` (only members with Manage Events), not `{ $value }`.
settings-tournaments-anyone = - Any member may create tournaments (`tournaments`).
settings-tournaments-managers = - Only members with Manage Events may create tournaments (`tournaments`).
cmd-settings-tournaments = Who may create tournaments: anyone (default) or managers (Manage Events)
cmd-tournament = Tournaments: a round robin or a Swiss, run by the bot from sign-up to the winner.
cmd-tournament-create = Create a tournament here; players join until it starts.
cmd-tournament-join = Join a tournament taking entrants.
cmd-tournament-leave = Leave a tournament (once it runs, your game is resigned).
cmd-tournament-start = Start a tournament and its first round: its creator or Manage Events.
cmd-tournament-cancel = Call a tournament off: its creator or Manage Events.
cmd-tournament-standings = A tournament's standings.
cmd-tournament-list = The tournaments open on this server.
cmd-tournament-id = The tournament's number (default: the one open here)
cmd-tournament-create-format = swiss (players of equal score meet) or roundrobin (everyone meets everyone)
cmd-tournament-create-players = Players per table: 2 (default), 3 or 4
cmd-tournament-create-rounds = Swiss: how many rounds (default: enough to separate the top)
cmd-tournament-create-time = Time for each turn (default: the server's)
cmd-tournament-create-name = The tournament's name
cmd-tournament-create-rated = Whether its games count for ratings (default yes)
cmd-tournament-create-mode = Tables of 4: ffa (default) or teams
cmd-tournament-create-double = Round robin: play everyone twice, seats swapped
cmd-tournament-create-max_players = The most players it takes (default: no cap but the bot's 1,000)
name-tournament-create-max_players = max_players
cmd-tournament-standings-page = Which page of a big field (default 1: the top, and your own line)
name-tournament-standings-page = page
tournament-entrants-capped = Entrants ({ $count }/{ $cap } players): { $names }
tournament-entrants-more = and { $count } more
tournament-full = That tournament is full: { $cap } of { $cap } players have joined, so you cannot join it. See the others open with `{ $list_command }`.
tournament-bad-max-players = `max_players` is a number from { $fewest } to { $most } (the most players the tournament takes).
tournament-standings-page = Page { $page } of { $pages } ({ $count } entrants): see another with `{ $command }`.
tournament-bad-page = There is no page { $page }: these standings have { $pages ->
    [one] { $pages } page
   *[other] { $pages } pages
    }. `page` is a number from 1 to { $pages }.
tournament-picture-page = { $title } (page { $page } of { $pages })
name-settings-tournaments = tournaments
choice-anyone = anyone
choice-managers = managers
## Takeback

cmd-takeback = Ask to take back your last turn, or accept the takeback another player asked for.
name-takeback = takeback
cmd-settings-takeback = Takebacks by agreement: casual (unrated games only), all, or off
name-settings-takeback = takeback
choice-casual = casual games only
choice-all = all games
button-take-back = Take back
button-accept-takeback = Accept takeback
button-decline-takeback = Decline
name-takeback-answer = answer
cmd-takeback-answer = Answer the takeback another player asked for: accept or decline
name-draw-answer = answer
cmd-draw-answer = Answer the draw another player offered: accept or decline
choice-accept = accept
choice-decline = decline
takeback-asked = { $seat } asks to take back their last turn. { $others }: accept with `{ $takeback_command }` or decline with `{ $decline_command }` (or with the buttons); any turn played first cancels the request.
takeback-agreed = { $seat } agrees to the takeback. Still waiting for { $others }.
takeback-declined = { $seat } declines the takeback: the turn stands, play on.
takeback-done = Everyone agreed to take back turn { $turn }, played by { $seat }, who is to move again.
takeback-lapsed = The takeback request lapsed.
takeback-tournament = Tournament games have no takebacks: every turn stands.
takeback-rated = This server allows takebacks in unrated games only, and this game is rated: the turn stands.
takeback-off = This server does not allow takebacks: the turn stands.
takeback-not-last = You can take back only your own turn, while it is still the last one played.
takeback-asked-already = A takeback of this turn was already asked for: each turn can be asked about once.
takeback-no-request = There is no takeback request to answer any more (it was answered, or a turn was played since): nothing changed.
takeback-agreed-already = You already agreed to this takeback: it happens once every other player still in agrees too.
takeback-not-yours = This takeback request is for the other players still in the game: nothing changed.
takeback-moved-on = Too late: a turn was played since the takeback was asked for, so the request lapsed and nothing was taken back.
history-takebacks = { $n ->
    [one] One turn was taken back by agreement; it is not listed.
   *[other] { $n } turns were taken back by agreement; they are not listed.
}
rematch-tournament = Game { $game } was a tournament game: the tournament pairs its own games, so there is no rematch.
settings-bad-takeback = `takeback` is `casual` (unrated games only), `all` (rated games too) or `off`, not `{ $takeback }`.
settings-takeback-casual = - Takebacks by agreement in unrated games only (`takeback`).
settings-takeback-all = - Takebacks by agreement in every game but tournament games (`takeback`).
settings-takeback-off = - No takebacks (`takeback`).
console-takeback-button = [{ $button }] button (its player only, while it is the last turn): `{ $example }`
console-takeback-request = [{ $accept }] button: `{ $example }`
button-play-on-board = Play on the board
web-signin-title = Focus: signing in
web-signin-link = Sign in with Discord
web-signin-bad-state = This sign-in was not started here, or it took too long. Sign in again.
web-signin-refused = Discord did not confirm your sign-in. Sign in again.
web-signin-unavailable = Discord could not be reached to confirm your sign-in. Try again in a moment.
web-signin-busy = Too many people are signing in right now. Try again in a few seconds.
web-signin-bad-next = This sign-in address is not valid: it may only lead back to a page of this site.
web-signed-in = You are signed in with Discord (user { $user }).
web-signed-out = You are signed out.
web-not-signed-in = You are not signed in.
web-play-link-forged = This "Play on the board" link is not valid. Click Play under the game in Discord for a new one.
web-play-link-expired = This "Play on the board" link has expired. Click Play under the game in Discord for a new one.
web-play-link-used = This "Play on the board" link was used already. Click Play under the game in Discord for a new one.

## The board you play on (a game's page, for a player signed in)
web-play-heading = Your seat
web-play-start = Game { $game }, your turn ({ $colour }): click a stack to move.
web-play-start-reserve = Game { $game }, your turn ({ $colour }): click a stack to move, or your reserve.
web-play-swap = Game { $game }, your turn ({ $colour }): this game opens with a swap. Click one of your single pieces.
web-play-first-placement = Game { $game }, your turn ({ $colour }): first place your reserve piece: click an empty square.
web-play-places = Game { $game }, your turn ({ $colour }): click the square for your reserve piece.
web-play-reserve-squares = Click the square for your reserve piece.
web-play-cancel = Choose again
web-play-resign = Resign
web-play-resign-ask = Resign from game { $game }? { $what } This cannot be undone.
web-play-draw-offer = Offer a draw
web-play-draw-accept = Accept the draw
web-play-sending = Sending…
web-play-failed = Nothing was sent: the bot could not be reached. Try again.
web-play-stale = The game moved on before your choice arrived: nothing changed. The board now shows the latest turn; choose again.
web-play-resigned = You resigned from game { $game }.
web-play-draw-sent = Your draw offer in game { $game } is posted in its channel.
web-play-keys = Keys: Tab goes from square to square among those you can choose, Enter or Space chooses, Escape chooses again.
web-play-bad-request = The page sent something the bot cannot read: nothing changed. Reload the page and choose again.
web-play-signed-out = You are not signed in (or your session ended): nothing changed. Sign in again to play from this page.
web-play-sign-in = Playing in this game? Sign in with Discord to play your seat on this board.

## The Activity (the board inside Discord)
activity-title = Focus
activity-starting = Starting…
activity-outside = This is focus-bot's Activity: start it in Discord, from the channel where your game is played (the Activities button, then Focus).
activity-connecting = Connecting to Discord…
activity-signing-in = Signing you in with Discord…
activity-opening = Opening this channel's game…
activity-failed = Something went wrong: close the Activity and start it again.
activity-bad-request = The Activity sent something the bot cannot read: close it and start it again.
activity-refused = Discord did not confirm your sign-in: close the Activity and start it again.
activity-busy = Many people are signing in right now: trying again in a few seconds…
activity-signed-out = You are not signed in (or your session ended): close the Activity and start it again.
activity-no-channel = The Activity did not say its channel: close it and start it again from a channel of your server.
activity-no-game = No game here that you can open. Start one in this channel with { $example }, then open the Activity again.
activity-pages-off = This server turned its game pages off, so the Activity cannot show the game. A server manager can turn them on with { $example }.

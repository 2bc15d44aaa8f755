# focus-bot 日本語
#
# 用語集（Focus の日本語ルールの言葉。どこでも同じ意味で使う）：
#   stack      山：1マスに積まれた駒。いちばん上の色のプレイヤーのもの
#   piece      駒
#   reserve    持ち駒：盤の外に置いた駒。あとで /focus reserve で打つ
#   captured   捕獲した駒：山の下から外れた相手の駒
#   move       移動：山の上から k 個を、ちょうど k マス動かす
#   place      打つ：持ち駒を1個マスに置く
#   swap       交換オープニング（2人）
#   short      短期戦（N 個捕獲で勝ち）
#   seat       色：赤・緑・青・黄
# 棋譜の記法（c3-f3:3、r:e5、s:c3-d3）と入力するコマンド名（/focus move）は訳さない。

## 言葉

colour-red = 赤
colour-green = 緑
colour-blue = 青
colour-yellow = 黄
list-separator = 、
list-last = { $init }、{ $last }
clause-separator = し、
clause-last = { $init }し、{ $last }
sentence-gap = {""}
someone = 誰か
unit-days = { $n }日
unit-hours = { $n }時間
unit-minutes = { $n }分
duration-pair = { $big }{ $small }
duration-under-minute = 1分未満
ago-now = たった今
ago-minutes = { $n }分前
ago-hours = { $n }時間前
ago-yesterday = 昨日
ago-days = { $n }日前
ago-weeks = { $n }週間前
ago-months = { $n }か月前
ago-years = { $n }年前
turns-count = { $n }手
pieces = { $n }個の駒
pieces-of = { $colour }の駒{ $n }個
seat-label = { $name }（{ $colour }）
players-count = { $n }人
opt-teams = チーム戦
opt-ffa = 個人戦
opt-short = 短期戦（{ $n }個捕獲で勝ち）
opt-swap = 交換オープニング
opt-per-turn = 1手{ $time }
opt-no-limit = 持ち時間なし
opt-unrated = 、レーティング対象外

## 断りと失敗

# The friend a command example challenges (`/focus challenge opponent:@friend`).
example-friend = @友だち
no-game = このチャンネルで進行中の対局はありません。`{ $example }` で始めましょう。
moved-on = その間に対局が進みました。`{ $board_command }` で盤面をもう一度見てください。
not-started = 対局はまだ始まっていません：{ $challenger }の挑戦は{ $waiting }が `{ $accept_command }` で受ける（または `{ $decline_command }` で断る）のを待っています。
game-corrupt = 対局{ $game }はボットのデータベースから読み戻せなくなった（記録が壊れている）ため、終了しました。誰の成績にも数えません。`{ $example }` で新しい対局を始めてください。
disk-full = 保存できませんでした：ボットのディスクがいっぱいです。何も変わっていません。少し待ってもう一度試し、続くようならサーバーの管理者に知らせてください。
busy = 対局が処理中です。少し待ってもう一度どうぞ：何も変わっていません。
not-a-player = あなたはこの対局のプレイヤーではありません（プレイヤーは{ $players }）。スレッドで `{ $challenge_command }` を使って自分の対局を始めましょう。
already-over = この対局はもう終わっています。
not-your-turn = あなたの手番ではありません：{ $name }（{ $colour }）の手番です。
not-legal = `{ $action }` は指せません：{ $reason }。

## チャンネルに伝える一手

act-move = { $who }が{ $from }から{ $to }へ{ $pieces }を移動
act-place = { $who }が持ち駒を{ $square }に配置
act-swap = { $who }が{ $mine }の自分の駒と{ $theirs }の{ $piece }を交換
act-swap-piece = 相手の駒
act-captured = { $pieces }を捕獲
act-kept = { $pieces }を持ち駒に追加
act-gave = { $colour }の持ち駒に{ $pieces }を追加
act-alone = { $action }しました。
act-one = { $action }し、{ $part }しました。
act-many = { $action }し、{ $parts }しました。
draw-withdrawn = 引き分けの提案は取り下げられました。
seat-out = { $seat }は動けないため、対局から外れます。
seat-skipped = { $seat }は動けません：動けるようになるまで手番を飛ばします。
seat-back = { $seat }は再び動けるようになり、復帰します。
repetition-warning = この局面は2回目です：3回目で対局は終わり、{ $seat }の勝ちになります。
computer-next = 次はコンピューター（{ $colour }）の番：考え中…
your-turn = { $mention }（{ $colour }）、あなたの番です。
your-turn-limit = { $mention }（{ $colour }）、あなたの番です — 持ち時間は{ $time }。
hint-first-placement = まず持ち駒を空いているマスに打ってください。例：`{ $example }`。
hint-swap = この対局は交換で始まります：自分の1個だけの駒と相手の1個だけの駒を入れ替えます。例：`{ $example }`。
over-draw = **対局終了：引き分け**（全員の合意）。
over-aborted = **対局終了：中止**（モデレーターによる）。誰の結果にもなりません。
over-wins = **対局終了**。{ $names }の勝ち{ $why }。
why-no-moves = ：ほかに動ける人がいません
why-repetition = ：同じ局面が3回現れ、繰り返しは先手の勝ちです
why-short-team = ：チームの捕獲数が短期戦の目標{ $n }に達しました
why-short = ：捕獲数が短期戦の目標{ $n }に達しました
why-time = ：ほかのプレイヤーが時間切れになりました
result-draw = 引き分け
result-aborted = 中止
result-wins = { $colours }の勝ち（{ $how }）
how-no-moves = 手詰まり
how-repetition = 繰り返し
how-short = 短期戦
how-resign = 投了
how-time = 時間切れ

## 移動・打つ・交換

which-move = どの手ですか？`{ $example }`（c3の上から3個をf3へ）のように指定してください。入力を始めると指せる手が候補に出ます。
not-a-move = 手になっていません：{ $reason }。
which-square = どのマスですか？持ち駒を打つマスを `{ $example }` のように指定してください。
not-a-place = 駒を打てるマスではありません：{ $reason }。
swap-missing-both = 両方のマス
swap-missing-mine = 自分のマス（`mine`）
swap-missing-theirs = 相手のマス（`theirs`）
swap-missing = 交換には2つのマスが必要ですが、{ $missing }がありません：自分の1個だけの駒、次に相手の駒。例：`{ $example }`。
swap-unreadable = その交換は読み取れません：{ $reason }。

## 投了と引き分け

keep-playing = 対局を続けます：何も変わっていません。
resign-other-game = その対局は終わっています：何も変わっていません。今の対局はチャンネルで確かめてください。
cannot-resign = 投了できません：{ $reason }。
resign-ask = 対局{ $game }を投了しますか？{ $what }取り消しはできません。投了ボタンで確定するか、1分以内にもう一度 `{ $resign_command }` を使ってください。
resign-team-loses = チーム（{ $partner }とあなた）として投了します：{ $winners }の勝ちです。
resign-loses = { $winners }の勝ちです。
resign-leaves = あなたは対局から抜け、ほかのプレイヤーは続けます。
resigned-team = { $seat }が投了し、{ $partner }とのチームとして負けを認めました。
resigned = { $seat }が投了しました。
resigned-out = { $seat }が投了し、対局から外れました。
draw-out = あなたはこの対局から外れているので、引き分けを提案できません。
draw-computer = コンピューターは引き分けに応じません：続けるか、`{ $resign_command }` で投了してください。
draw-already = もう引き分けを提案しています：残っているほかの全員も提案すれば成立します。
draw-refused = 引き分けにできません：{ $reason }。
draw-accepted = { $seat }が引き分けに同意しました。
draw-offered = { $seat }が引き分けを提案しています。{ $others }：受けるには `{ $draw_command }`、断るには `{ $decline_command }`。どれか1手でも指せば提案は取り下げられます。

## 挑戦

challenge-count = 1〜3人の相手に挑戦してください：Focus は2人・3人・4人で遊びます。
challenge-self = 自分には挑戦できません：ほかの人を指定するか、私に挑戦してコンピューターと対局してください。
challenge-bot = { $name }はボットなので対局できません。代わりに私に挑戦すればコンピューターと対局できます。
challenge-twice = { $name }を2回指定しています：1人につき1席です。
challenge-mode = `mode` はチーム戦か個人戦かを選ぶもので、4人対局にしかありません：{ $count }人の対局では外すか、相手を3人指定してください。
challenge-level = `level` はコンピューターの強さで、この対局にコンピューターはいません：外すか、私を相手に指定してください。
challenge-setup = その対局は用意できません：{ $reason }。
challenge-race = ちょうど誰かがここで別のことを始めました：もう一度どうぞ。
challenge-made = { $challenger }が{ $opponents }に Focus の対局を申し込みました（{ $options }；{ $first }）。
first-random = 席は抽選
first-challenger = 挑戦者が先手
challenge-teams = チーム：{ $a }と{ $b }対{ $c }と{ $d }。
challenge-partners-by-lot = パートナーは対局開始時に抽選で決まります。
challenge-answer = { $waiting }：`{ $accept_command }` で受けるか `{ $decline_command }` で断ってください。挑戦は24時間で期限切れになります。
channel-has-game = このチャンネルではすでに対局中です：1チャンネルにつき1局です。ここでスレッドを作り、そこで挑戦してください — スレッドごとに対局できます。
already-challenged = あなたはすでにここで{ $names }に挑戦しています（挑戦{ $id }）。まだ受付中です：返事を待つか、`{ $cancel_command }` で取り消してから挑戦し直してください。
already-accepted = { $challenger }の挑戦はもう受けています：{ $names }も受ければ対局が始まります。
challenged-you = { $challenger }があなたに挑戦しています：`{ $accept_command }` で受けるか `{ $decline_command }` で断ってください。
channel-has-challenge = このチャンネルには{ $challenger }の挑戦が受付中です：返事を待つか、スレッドを作ってそこで挑戦してください。
challenge-not-open = その挑戦はもう受け付けていません：チャンネルをもう一度見てください。
no-such-challenge-open-one = このチャンネルに挑戦{ $id }はありません。ここで受付中なのは{ $challenger }の挑戦{ $open }です：番号を省けばそれに答えます。
no-such-challenge = このチャンネルに挑戦{ $id }はなく、受付中の挑戦もありません。`{ $example }` で始めましょう。
no-open-challenge = このチャンネルに受付中の挑戦はありません。`{ $example }` で始めましょう。
challenge-was-expired-unanswered = その挑戦はすでに期限切れです：24時間、誰も答えませんでした。
challenge-was-accepted = その挑戦はすでに受けられています。
challenge-was-declined = その挑戦はすでに断られています。
challenge-was-cancelled = その挑戦はすでに取り消されています。
challenge-was-expired = その挑戦はすでに期限切れです。
challenge-yours = これはあなたの挑戦です：相手が受けるのを待ってください。
challenge-not-for-you = この招待はあなた宛てではありません。
challenge-already-accepted = もう受けています：招待された全員が受ければ対局が始まります。
challenge-superseded = その間にこのチャンネルで対局が始まったため、この挑戦は取り消されました。スレッドを作ってそこで挑戦してください。
challenge-accepted = { $name }が受けました。{ $waiting }を待っています。
game-on = **対局開始！**{ $options }。
game-on-seat = { $colour }：{ $player }
game-on-teams = チーム：{ $a }対{ $b }。
challenge-yours-decline = これはあなたの挑戦です：`{ $cancel_command }` で取り消せます。
challenge-declined = { $name }が{ $challenger }の挑戦を断りました。
challenge-cancel-not-yours = この挑戦を取り消せるのは、挑戦した{ $challenger }だけです。
challenge-cancelled = { $name }が挑戦を取り消しました。
challenge-expired = { $challenger }の挑戦は期限切れになりました：24時間、誰も答えませんでした。
time-limit-bad = `{ $text }` は持ち時間になっていません：数と単位（`d` 日、`h` 時間、`m` 分）を `3d`、`12h`、`1d12h`、`30m` のように、1分から365日の間で書いてください。制限なしは `none` です。
time-limit-range = 1手の持ち時間は1分から365日まで、または `none` です。
computer-name = コンピューター（{ $level }）
level-easy = やさしい
level-medium = ふつう
level-hard = むずかしい
level-master = 達人

## 盤面

board-finished = { $turns }で終局
board-no-turn = まだ1手も指されていません
board-after-turn = { $n }手目のあと
board-head = 対局{ $game }（{ $options }）、{ $when }。
board-seat = { $colour }：{ $player } — 盤上{ $board }、持ち駒{ $reserve }、捕獲{ $captured }
board-seat-out = { $colour }：{ $player } — 盤上{ $board }、持ち駒{ $reserve }、捕獲{ $captured }（脱落）
board-computer = コンピューター（{ $colour }）が考え中…
board-turn = { $name }（{ $colour }）の番です。
board-turn-left = { $name }（{ $colour }）の番です。残り{ $time }。
board-new-game = `{ $challenge_command }` で新しい対局を始めましょう。

## 持ち時間とコンピューター

timed-out-forfeits = { $seat }は時間切れで負けです。
timed-out-out = { $seat }は時間切れで対局から外れます。
reminder-forfeit = { $mention }（{ $colour }）、対局{ $game }であなたの番です：残り{ $time }、過ぎると負けになります。
reminder-out = { $mention }（{ $colour }）、対局{ $game }であなたの番です：残り{ $time }、過ぎると対局から外れます。
computer-alone = この対局にはコンピューターしか残っていないので、ここで終わります。

## ルールと記法の理由

illegal-game-over = 対局は終わっています
illegal-off-board = { $square }は欠けた角で、盤の外です
illegal-empty = { $square }は空です：いちばん上が自分の色の山を動かしてください
illegal-not-yours = { $square }は{ $owner }の山です：動かせるのは自分の色（{ $you }）が上の山だけです
illegal-too-few = { $square }の高さは{ $height }なので、動かせるのは{ $height }個までです
illegal-not-straight = { $from }-{ $to }はまっすぐではありません：行か列に沿って動かしてください
illegal-nowhere = { $square }-{ $square }ではどこにも行きません：別のマスに移動してください
illegal-count = `:{ $count }` は距離{ $distance }マスと合いません：k 個の駒はちょうど k マス動きます
illegal-no-reserve = 持ち駒がありません
illegal-first-placement = 最初の手番では持ち駒を空いているマスに打たなければなりません。例：`r:{ $example }`
illegal-first-placement-taken = 最初の手番では持ち駒を空いているマスに打たなければなりません（{ $taken }は埋まっています）。例：`r:{ $example }`
illegal-swap-required = この対局は交換で始まります：自分の1個だけの駒と{ $opponent }の駒を入れ替えてください。例：`{ $example }`
illegal-no-swap = 交換は交換オープニングでしか指せません
illegal-bad-swap-square = 交換ではまず自分の1個だけの駒、次に{ $opponent }の駒を指定します（例：`{ $example }`）：{ $square }は違います
illegal-symmetric = その交換では盤がまた対称（{ $symmetry }）になり、交換オープニングでは禁止です：別の交換を選んでください
symmetry-column = a 側と h 側の鏡像
symmetry-row = 1行目と8行目の鏡像で色が入れ替わったもの
symmetry-half-turn = 半回転して色が入れ替わったもの
illegal-no-seat = この対局に{ $n }番目の席はありません
illegal-already-out = { $colour }はすでに対局から外れています
parse-empty = `c3-f3:3`、`r:e5`、`s:c3-d3` のように手を書いてください
parse-bad-square = `{ $text }` はマスではありません：`c3` のように列 a〜h と行 1〜8 を書いてください
parse-bad-count = `:{ $text }` は駒の数ではありません：動かす駒の数を1〜5で、`c3-f3:3` のように書いてください
parse-unrecognised = `{ $text }` は手ではありません：移動は `c3-f3:3`、打つ手は `r:e5`、交換は `s:c3-d3` のように書いてください
config-players = Focus は2人・3人・4人で遊びます（{ $n }人ではできません）
config-swap-two = 交換オープニングは2人対局だけです
config-short-zero = 短期戦の捕獲数は1以上が必要です
config-short-unreachable = { $target }個は誰も捕獲できません：この対局の相手の駒は{ $enemies }個しかないので、目標は1〜{ $enemies }から選んでください

## /focus rules

rules-text = **Focus の遊び方**
    - 盤は 8×8 マスから四隅の3マスずつを除いたものです。駒はどれも1個だけの山から始まります。
    - 山は、いちばん上の駒の色のプレイヤーのものです。手番では**移動**するか**打つ**かのどちらかです。
    - **移動**：自分の山の上から k 個（1〜山の高さ）を取り、上下左右にちょうど k マス動かします。どのマスにも乗れます。記法は `c3-f3:3`。
    - **打つ**：持ち駒を1個、どのマスの上にも置けます。記法は `r:e5`。
    - 高さが5を超えた山は下から駒が外れます：自分の駒は持ち駒に（チーム戦ではパートナーの駒はパートナーの持ち駒に）、ほかの駒は捕獲になります。
    - 山も持ち駒もなければ動けません：2人対局では負け、3人対局では手番が来た時点で脱落、4人対局では動けるようになるまで手番を飛ばします。最後まで動ける人（またはチーム）の勝ちです。
    - オプション：`short` N（N 個捕獲で勝ち）、`swap`（2人で、まず1個だけの駒を1回ずつ交換。2回目の交換で開始時のような対称の盤に戻してはいけません）。
    - 2人対局で同じ局面が3回現れると終局し、先手の勝ちです。
rules-picture = 図：赤がd2の2個の山を下へ2マス動かし、d4の緑の駒の上に乗せました（`d2-d4:2`）。いちばん上が赤なので、この3個の山は赤のものです。
web-rules-title = Focusの遊び方

## /focus help

help-head = **Focus** — シド・サクソンの積み上げゲームを、ここで。
help-options = 挑戦のオプション：{ $options }。持ち時間は `30m`、`12h`、`3d`、`none` のように書きます。
help-foot = 1つのチャンネルで1局まで：別の対局はスレッドを作ってどうぞ。

## Commands and options: descriptions (cmd-*) and names (name-*)

cmd-focus = このチャンネルで友だちとシド・サクソンの「フォーカス」を遊びます。
cmd-challenge = ここで1〜3人に対局を申し込みます（私に挑戦するとコンピューターと対局）。
cmd-accept = このチャンネルで届いた挑戦を受けます。
cmd-decline = このチャンネルで届いた挑戦を断ります。
cmd-cancel = このチャンネルでの自分の挑戦を取り消します。
cmd-move = 山を動かします：c3-f3:3 は c3 の上から3個を3マス先の f3 へ。
cmd-reserve = 持ち駒を1個、e5 のようにマスに打ちます。
cmd-swap = 交換オープニング：自分の駒1個と相手の駒1個を入れ替えます。
cmd-board = 盤面と手番、または前の対局の結果を表示します。
cmd-resign = このチャンネルの対局を投了します。
cmd-draw = 引き分けを提案するか、相手の提案を受けます。
cmd-history = このチャンネル（または対局N）の手順と棋譜ファイル。
cmd-replay = このチャンネル（または対局N）の対局のアニメーション。
cmd-games = このサーバーでのあなたの対局。
cmd-stats = このサーバーでのレーティング・順位・成績：自分か他のプレイヤーの。
cmd-leaderboard = サーバーのレーティング上位のプレイヤー。
cmd-rules = Focus の遊び方。
cmd-help = コマンドの一覧。
cmd-abort = このチャンネルの対局（または挑戦）を結果なしで終わらせます：モデレーター用。
cmd-settings = サーバーの設定（オプションなしで表示）：管理者用。
cmd-notify = 手番の知らせ方（すべての対局で共通。選ばなければ今の設定を表示）。
cmd-challenge-opponent = 挑戦する相手
cmd-challenge-opponent2 = 2人目の相手（3人か4人）
cmd-challenge-opponent3 = 3人目の相手（4人）
cmd-challenge-mode = 4人：teams（チーム戦、既定）か ffa（個人戦）
cmd-challenge-short = 短期戦：相手の駒をこの数だけ捕獲すれば勝ち
cmd-challenge-swap = 2人：駒の交換で始める
cmd-challenge-time = 1手ごとの持ち時間（既定 3日）
cmd-challenge-first = 先手：random（抽選、既定）か challenger（挑戦者）
cmd-challenge-level = 私に挑戦するときのコンピューターの強さ
cmd-challenge-rated = レーティングに数えるか（既定は数える）
cmd-accept-challenge = 挑戦の番号（既定：このチャンネルのもの）
cmd-decline-challenge = 挑戦の番号（既定：このチャンネルのもの）
cmd-cancel-challenge = 挑戦の番号（既定：このチャンネルのもの）
cmd-move-move = 手。c3-f3:3 のように（元-先:個数）
cmd-reserve-square = マス。e5 のように
cmd-swap-mine = 自分の駒のマス。c3 のように
cmd-swap-theirs = 相手の駒のマス。d3 のように
cmd-history-game = 対局の番号（既定：このチャンネルの最新）
cmd-replay-game = 対局の番号（既定：このチャンネルの最新）
cmd-stats-player = 誰の成績か（既定：自分）
cmd-leaderboard-kind = 2p（2人対局、既定）か multi（3人と4人）
cmd-leaderboard-page = ページ（既定 1）
cmd-abort-game = 進行中の対局の番号（既定：このチャンネルの対局）
cmd-abort-challenge = 代わりにこのチャンネルの挑戦を終わらせる
cmd-settings-time = 既定の持ち時間：3d、12h、30m、none、default
cmd-settings-language = ボットの公開メッセージの言語
cmd-settings-allow_channel = このチャンネルで対局を許可（以後は一覧のみ）
cmd-settings-remove_channel = このチャンネルを一覧から外す
cmd-settings-any_channel = すべてのチャンネルで対局を再び許可
cmd-settings-board = /focus board を全員に見せるか本人だけか
cmd-settings-reminder_role = 手番の通知でメンションするロール
cmd-settings-no_reminder_role = 通知でロールをメンションしない
cmd-settings-web = 対局のウェブページ：on（投稿にリンク）、off、public（リンク不要）
cmd-notify-mode = チャンネル（メンション、既定）、DM（ダイレクトメッセージも）、オフ（メンションなし）

name-focus = focus
name-challenge = 挑戦
name-accept = 受ける
name-decline = 断る
name-cancel = 取り消す
name-move = 移動
name-reserve = 打つ
name-swap = 交換
name-board = 盤面
name-resign = 投了
name-draw = 引き分け
name-history = 棋譜
name-replay = 再生
name-games = 対局一覧
name-stats = 成績
name-leaderboard = ランキング
name-rules = ルール
name-help = ヘルプ
name-abort = 中止
name-settings = 設定
name-notify = 通知
name-challenge-opponent = 相手
name-challenge-opponent2 = 相手2
name-challenge-opponent3 = 相手3
name-challenge-mode = モード
name-challenge-short = 短期戦
name-challenge-swap = 交換
name-challenge-time = 持ち時間
name-challenge-first = 先手
name-challenge-level = レベル
name-challenge-rated = レーティング対象
name-accept-challenge = 挑戦番号
name-decline-challenge = 挑戦番号
name-cancel-challenge = 挑戦番号
name-move-move = 手
name-reserve-square = マス
name-swap-mine = 自分のマス
name-swap-theirs = 相手のマス
name-history-game = 対局番号
name-replay-game = 対局番号
name-stats-player = プレイヤー
name-leaderboard-kind = 種類
name-leaderboard-page = ページ
name-abort-game = 対局番号
name-abort-challenge = 挑戦
name-settings-time = 持ち時間
name-settings-language = 言語
name-settings-allow_channel = 許可チャンネル
name-settings-remove_channel = 除外チャンネル
name-settings-any_channel = 全チャンネル
name-settings-board = 盤面表示
name-settings-reminder_role = 通知ロール
name-settings-no_reminder_role = 通知ロールなし
name-settings-web = ウェブ
name-notify-mode = 方法

## Choices

choice-teams = チーム戦
choice-ffa = 個人戦
choice-random = 抽選
choice-challenger = 挑戦者
choice-easy = やさしい
choice-medium = ふつう
choice-hard = むずかしい
choice-master = 達人
choice-2p = 2人対局
choice-multi = 3人・4人対局
choice-public = 公開
choice-private = 本人のみ
choice-channel = チャンネル
choice-dm = DM
choice-off = オフ
choice-on = オン
choice-10m = 10分
choice-1h = 1時間
choice-12h = 12時間
choice-1d = 1日
choice-3d = 3日
choice-7d = 7日
choice-none = 無制限

## レーティング・成績・ランキング

kind-2p = 2人対局
kind-multi = 多人数対局
ratings-too-short = レーティング対象外：全員の手番が一巡する前に対局が終わりました。
ratings-unrated = レーティング対象外の対局：レーティングは変わりません。
ratings-head = レーティング（{ $kind }）：
leaderboard-line = { $rank }. { $name } { $conservative }（{ $rating } ± { $deviation }、{ $games }局）
stats-bot = { $name }はボットなので対局しません：人か、コンピューターのレーティングなら私について聞いてください。
stats-computer-none = コンピューターはこのサーバーでまだ1局も終えていません：挑戦してください！
stats-none = { $name }はこのサーバーでまだ1局も終えていません。`{ $example }` で始めましょう。
stats-unrated-kind = { $kind }：{ $rating }（レーティング対象の対局はまだなし）
stats-rank = { $of }人中{ $rank }位
stats-not-ranked = まだ順位なし（レーティング対象{ $games }/{ $needed }局）
stats-kind = { $kind }：**{ $rating }** ± { $deviation } · { $rank } · レーティング対象{ $games }局
stats-best-win = {" "}· 最高の勝ち星：対局{ $game }で{ $name }（{ $rating }）に勝利
stats-record = 成績：{ $wins } – { $losses } – { $draws }（勝 – 負 – 分）
stats-record-players = { $players }人：{ $wins } – { $losses } – { $draws }
stats-streak-wins = 現在{ $n }連勝
stats-streak-losses = 現在{ $n }連敗
stats-streak-draws = 現在{ $n }連続引き分け
stats-w = 勝
stats-l = 負
stats-d = 分
stats-last = 直近{ $n }局：{ $results }（新しい順）
leaderboard-bad-kind = `{ $kind }` というランキングはありません：`2p`（2人対局）か `multi`（3人・4人）を選んでください。
leaderboard-empty = { $kind }のランキングにはまだ誰もいません：{ $kind }のレーティング対象の対局を{ $needed }局終えると載ります。
leaderboard-no-page = { $page }ページはありません：{ $kind }のランキングは{ $count }ページです。
leaderboard-head = **ランキング — { $kind }**（レーティング − 偏差×2、レーティング対象{ $needed }局から掲載）· { $count }ページ中{ $page }ページ目
leaderboard-not-listed = まだ掲載されていません：{ $kind }のレーティング対象{ $games }/{ $needed }局。

## 棋譜・再生・対局一覧

no-such-game = このサーバーに対局{ $id }はありません：`{ $games_command }` で自分の対局を確認できます。
no-game-yet = このチャンネルではまだ対局がありません。`{ $example }` で始めましょう。
record-replay-hint = 再生するには：focus-bot replay < このファイル（オプションはヘッダーにあります）
history-earlier = それ以前の{ $n }手はファイルにあります
history-draw = 全員の合意で引き分け
history-abort = モデレーターが終了
history-resign = 投了
history-time = 時間切れ
history-no-turns = （まだ手がありません）
history-in-progress = 対局中
history-head = 対局{ $game }（{ $players }；{ $status }）：
replay-stepped = 対局{ $game }（{ $turns }手）、{ $step }手ごとに1コマ（長い対局の再生は投稿できる大きさに収めています）。すべての手は `{ $history_command }` にあります。
replay-every = 対局{ $game }、1手ずつ（{ $turns }手）。
games-none = このサーバーではまだ対局がありません。`{ $example }` で始めましょう。
games-head = あなたの対局（{ $n }局）：
games-more = ほかに古い対局が{ $n }局あります。
games-drawn = 引き分け
games-aborted = 中止
games-won = 勝ち
games-lost = 負け
games-your-turn = **あなたの番**
games-their-turn = { $name }の番
games-over = 終局
games-line = 対局{ $game }（{ $channel }、{ $started }開始、{ $seat }）：対{ $opponents } — { $state }
games-line-team = 対局{ $game }（{ $channel }、{ $started }開始、{ $seat }）：{ $partner }と組んで 対{ $opponents } — { $state }

## モデレーターと管理者

abort-not-running = 対局{ $id }はこのサーバーで進行中ではありません：中止するものはありません。`{ $games_command }` でプレイヤーの対局を確認できます。
abort-no-game = このチャンネルで進行中の対局はありません：中止するものはありません。（受付中の挑戦は `{ $example }` で終わらせます。）
abort-unreadable = **対局{ $id }は中止されました**（{ $by }、{ $channel }。記録が読み戻せませんでした）。誰の成績にも数えません。
abort-refused = その対局は中止できません：{ $reason }。
aborted-by = { $by }が対局{ $game }を中止しました。
abort-moved-on = その間に対局が進みました：もう一度どうぞ。
abort-no-challenge = このチャンネルに受付中の挑戦はありません：中止するものはありません。
abort-challenge-answered = その間に挑戦への返事がありました：チャンネルをもう一度見てください。
challenge-withdrawn = { $by }が{ $challenger }の挑戦を取り下げました。
settings-bad-time = { $reason }（`default` はボットの既定、3日です。）
settings-bad-language = `{ $language }` は話せる言語ではありません：{ $choices }から選んでください。
settings-bad-board = `board` は `public`（全員に表示）か `private`（本人のみ）です。`{ $board }` ではありません。
settings-bad-web = `web` は `on`（投稿から各対局のページへリンク）、`off`（ページなし）、`public`（誰でも見られるページ、リンク不要）のいずれかです。`{ $web }` ではありません。
settings-not-listed = { $channel }は対局チャンネルの一覧にないので、外すものはありません。
settings-any-channel-now = どのチャンネルでも対局を始められます。
settings-saved = 保存しました。現在のサーバー設定：
settings-head = サーバーの設定：
channel-not-for-games = このサーバーでは、このチャンネルで対局は始められません：{ $list }（またはそのスレッド）で挑戦してください。サーバーの管理者は `{ $settings_command }` で変更できます。
settings-time-default = 1手{ $time }（ボットの既定）
settings-time = - 新しい対局：挑戦で指定がなければ{ $time }（`time`）。
settings-language = - 公開メッセージの言語：{ $name }（`language`）。
settings-any-channel = - どのチャンネルでも対局を始められます（`allow_channel` で制限）。
settings-channels = - 対局を始められるのは{ $list }とそのスレッドだけです（`allow_channel`、`remove_channel`、`any_channel`）。
settings-board-private = - `{ $board_command }` は本人にだけ答えます（`board`）。
settings-board-public = - `{ $board_command }` は全員に見える形で答えます（`board`）。
settings-role = - 手番の通知では{ $role }もメンションします（`reminder_role`、`no_reminder_role`）。
settings-no-role = - 手番の通知ではプレイヤーだけをメンションします（`reminder_role`、`no_reminder_role`）。
settings-web-on = - 各対局にはウェブページがあり、投稿からリンクされます（`web`）。
settings-web-off = - 対局にウェブページはありません（`web`）。
settings-web-public = - 各対局には誰でも見られるウェブページがあり、投稿からリンクされます（`web`）。

## 画像の言葉（短く：細い列に収まるように）

pic-wins = { $who } の勝ち
pic-win = { $who } の勝ち
pic-draw = 引き分け
pic-aborted = 対局中止
pic-why-no-moves = ほかに動ける人がいない
pic-why-repetition = 3回目の同一局面
pic-why-short = 捕獲数が目標に到達
pic-why-resign = 投了
pic-why-time = ほかが時間切れ
pic-why-agreed = 合意
pic-why-moderator = モデレーターによる
pic-winner = 勝者
pic-out = 脱落
pic-to-place = 打つ番
pic-to-swap = 交換の番
pic-to-move = 手番
pic-skipped = 手番なし
pic-offers-draw = 引き分け提案中
pic-partner = + { $colour }
pic-reserve = 持ち駒
pic-captured = 捕獲
pic-stacks = 山
pic-start = 対局開始
pic-start-to-move = 対局開始 · { $colour }の番
pic-last-turn = 直前の手
pic-last-turns = 直前の{ $n }手
pic-resigned = 投了
pic-out-of-time = 時間切れ
pic-draw-agreed = 引き分け成立
pic-turn-aborted = 中止
pic-off-captured = 捕獲
pic-off-reserve = 持ち駒へ
pic-letter-red = 赤
pic-letter-green = 緑
pic-letter-blue = 青
pic-letter-yellow = 黄

## Discord：ボタンとアダプターのメッセージ

button-accept = 受ける
button-decline = 断る
button-resign = 投了する
button-keep-playing = 続ける
button-previous = 前へ
button-next = 次へ
went-wrong = こちら側で問題が起きました。少し待ってもう一度試してください。
restarting = 再起動中です。1分ほどしてからもう一度どうぞ。
servers-only = Focus はサーバーのチャンネルで遊びます。ダイレクトメッセージでは遊べません。
not-your-question = この質問はあなた宛てではありません。
button-no-longer-in-use = このボタンはもう使われていません。何も変わっていません。いまの盤面は `{ $board_command }` で確かめてください。
you-resigned = 投了しました。
bad-arguments = オプションを読み取れませんでした。`{ $help_command }` で確かめてください。
no-permission = 権限なし
needed-permission = 必要な権限
members-only = `/{ $command }` を使えるのは、このチャンネルで{ $names }を持つメンバーだけです。
missing-why-picture = （盤面は画像です）
missing-why-embed = （盤面は埋め込みで表示します）
missing-permissions = ここに対局を投稿できません：このチャンネルで{ $names }が足りません{ $why }。サーバーの管理者がチャンネルの設定（権限）か、サーバー設定 → ロールで付与できます。何も変わっていません。

## クリックで指す：「指す」ボタン、選択メニュー、引き分けのボタン、/focus notify

button-play = 指す
button-back = 戻る
button-accept-draw = 引き分けに同意
button-decline-draw = 断る
button-go-to-game = 対局へ
button-tournament-join = 参加する
button-tournament-leave = 参加をやめる
pick-placeholder = 選んでください…
pick-not-your-turn = いまは{ $name }（{ $colour }）の手番です。
pick-game-over = その対局は終わっています。何も変わっていません。いまの対局はチャンネルで確かめてください。
pick-stale = このメニューは古くなっています：対局が進みました。何も変わっていません。最新の手番の投稿で **{ $play }** を押してください。
pick-not-offered = その選択肢はメニューにありません。何も変わっていません。もう一度 **{ $play }** を押して新しいメニューを開いてください。
pick-played = `{ $action }` を指しました。
pick-start = 対局{ $game }、あなたの手番です（{ $colour }）：動かす山を選んでください。
pick-start-reserve = 対局{ $game }、あなたの手番です（{ $colour }）：動かす山か、持ち駒を選んでください。
pick-swap = 対局{ $game }、あなたの手番です（{ $colour }）：この対局は交換オープニングで始まります。1個だけのあなたの駒を選んでください。
pick-rows-forced = 対局{ $game }、あなたの手番です（{ $colour }）：まず持ち駒を空いているマスに打ちます。段を選んでください。
pick-rows = 対局{ $game }（{ $colour }）：持ち駒を打ちます。段を選んでください。
pick-row-squares = { $row }段目：持ち駒を打つマスを選んでください。
pick-targets = { $square }（{ $height }個の山）：どこへ動かしますか？n 個動かすと、ちょうど n マス進みます。
pick-swap-targets = { $square }のあなたの駒を、相手のどの1個だけの駒と交換しますか？
pick-stack = { $square } · { $height }個の山
pick-reserve = 持ち駒 · { $n }個
pick-swap-piece = { $square } · あなたの駒
pick-target = { $square } — { $count }個移動
pick-swap-target = { $square } — { $colour }の駒と交換
pick-swap-target-any = { $square } — 交換
pick-row = { $row }段目 · { $n }マス
pick-place-empty = { $square } · 空き
pick-place-on = { $square } · { $colour }の{ $height }個の山の上
draw-no-offer = 答えるべき引き分けの提案はもうありません。何も変わっていません。
draw-not-yours = この引き分けの提案は、対局に残っているほかのプレイヤーへのものです。何も変わっていません。
draw-declined = { $seat }が引き分けを断りました。対局は続きます。
notify-means-channel = 手番の投稿であなたをメンションします
notify-means-dm = 手番の投稿であなたをメンションし、盤面つきのダイレクトメッセージも送ります
notify-means-off = メンションしません。`{ $board_command }` で確かめてください
notify-shown = 手番の知らせ：**{ $mode }**（{ $means }）。変えるには `{ $example }`、`{ $dm }`、`{ $off }`。
notify-set = 設定しました：手番の知らせは **{ $mode }**（{ $means }）になりました。すべての対局に適用されます。
notify-unknown = `{ $typed }` は知らせの設定ではありません：`channel`、`dm`、`off` から選んでください。
dm-refused = 手番のダイレクトメッセージを送れませんでした（Discord に拒否されました：このサーバーのメンバーからのダイレクトメッセージを受け取らない設定になっているかもしれません）。代わりに手番の投稿であなたをメンションしました。サーバーのプライバシー設定で許可するか、`{ $example }` を選んでください。
dm-turn = 対局{ $game }であなたの手番です（{ $colour }）：{ $channel }
dm-reminder = リマインダー：対局{ $game }であなたの手番です（{ $colour }）：{ $channel }。残り{ $left }。

## ローカルコンソール

console-computer = `@{ $who }` はコンピューターです：自分の手番を指すだけで、コマンドは打ちません。`@alice /focus board` のように人として入力し、コンピューターとは `@alice { $example }` で対局します。
console-needs = `/focus { $command }` には `{ $option }`（{ $description }）が必要です：`{ $usage }`。
console-permission = `/focus { $command }` を使えるのは、このチャンネルで**{ $needs }**を持つメンバーだけです（コンソールでは `@{ $who }+{ $suffix }`）。
console-choices-where = `?` で候補を出せるのは `/focus move`、`/focus reserve`、`/focus swap` で、`/focus { $command }` ではありません。
console-nothing-to-choose = 候補はありません：ここではあなたの番ではありません（またはこのチャンネルに対局がありません）。`/focus board` で手番を確かめてください。
console-what-moves = 移動
console-what-squares = 打てるマス
console-what-swaps = 交換
console-none-legal = 今は指せる{ $what }がありません。
console-none-legal-use = 今は指せる{ $what }がありません。この手番の候補は `{ $example }` で見られます。
console-none-starting = `{ $typed }` で始まる指せる{ $what }はありません。
console-legal = 指せる{ $what }（{ $count }）：{ $list }
console-legal-starting = `{ $typed }` で始まる指せる{ $what }（{ $count }）：{ $list }
console-legal-more = …ほかに { $more } 件。`{ $example }` のように先頭を入力すると絞り込めます。
console-challenge-number = `challenge` は `3` のような挑戦の番号です。
console-challenge-buttons = 挑戦{ $id }の [{ $accept }] [{ $decline }] ボタン：`/focus accept { $id }`
console-page-buttons = [{ $previous }] [{ $next }] ボタン：`{ $example }`（N は 1〜{ $count }）
console-resign-buttons = [{ $resign }] [{ $keep }] ボタン：1分以内にもう一度 `/focus resign` で投了
parse-mode = `mode` は `teams` か `ffa` です（`{ $text }` ではありません）。
parse-first = `first` は `random` か `challenger` です（`{ $text }` ではありません）。
parse-answer = `answer` は `accept` か `decline` です（`{ $text }` ではありません）。
parse-level = `{ $text }` はレベルではありません：`easy`、`medium`、`hard`、`master` から選んでください。
parse-yes-no = `{ $name }` は `yes` か `no` です（`{ $text }` ではありません）。
console-page-number = `page` は `2` のようなページ番号です。
console-game-number = `game` は `3` のような対局の番号です。
console-unknown-channel = `{ $channel }` は知らないチャンネルです：`#general` のように、ここで使われたものを指定してください。
console-role-number = `reminder_role` はロールの番号です（`{ $text }` ではありません）。
console-short-number = `short` は `6` のような捕獲数です（`{ $text }` ではありません）。
console-banner = Focus コンソール（データベース：{ $db }、画像：{ $pictures }）。`@alice { $example }` のように入力してください。`@focus` はコンピューターです。終了するには `quit` または `exit` と入力してください。
console-web-hint = `--web 127.0.0.1:8080` を付けると、各対局のウェブページも表示できます。
console-error = エラー：{ $message }
console-clock-failed = 時計を動かせませんでした：{ $error }。失われたものはなく、セッションは続きます。時計は数秒ごとに再試行します。
console-clock-disk-full = 時計を動かせませんでした：データベースのディスクがいっぱいです。失われたものはなく、セッションは続きます。空きができれば時計はまた動きます。
console-who-first = 行の最初に、入力する人を `@alice /focus board` のように書いてください
console-not-permission = `+{ $permission }` は権限ではありません：`+manage_messages`（対局の中止）か `+manage_server`（サーバーの設定）と書いてください
console-not-language = `[{ $tag }]` はボットの言語ではありません：`[en-US]`、`[fr]`、`[it]`、`[ja]` のどれかを `@{ $name }[ja] /focus help` のように書いてください
console-write-as-discord = Discord と同じようにコマンドを書いてください：`@alice /focus board`
console-which-command = どのコマンドですか？`/focus help` を試してください
console-not-command = `/focus { $command }` というコマンドはありません：`/focus help` を試してください
console-not-option = `{ $token }` は `/focus { $command }` のオプションではありません。オプション：{ $options }
console-no-option = `{ $token }` はオプションではありません。`/focus { $command }` にはオプションがありません。
console-option-twice = `{ $name }` が二度指定されています：各オプションは一度だけ指定してください（何も実行されていません）
console-unclosed-quote = 引用符 { $open } が閉じていません。値の最後に { $close } を付けてください（例：`name:"秋の大会"`）。
console-went-wrong = 問題が発生しました：{ $error }
console-picture-unwritten = （画像を{ $folder }に書き込めませんでした：{ $error }）
console-private = 非公開
console-pings = （{ $who }に通知）
console-file = ファイル：{ $path }
console-not-utf8 = { $number }行目は正しい UTF-8 のテキストではありません：もう一度入力してください
permission-manage-messages = メッセージの管理
permission-manage-server = サーバー管理

## 終局した対局の分析（`/focus analyze`）。
analyze-not-over = 対局{ $game }はまだ続いています。終わってから分析してください。
analyze-aborted = 対局{ $game }は終局前にモデレーターが中止しました。分析するものはありません。
analyze-queued = 対局{ $game }を分析します。先に{ $ahead }件の分析が待っています。結果はここに届きます。
analyze-head = **対局{ $game }の分析**（各手を「強い」コンピューターが探索。グラフは勝つ確率）：
analyze-player = { $seat } { $name }の正確度は{ $accuracy }、疑問手は{ $inaccuracies }回、悪手は{ $mistakes }回、大悪手は{ $blunders }回でした。
analyze-player-idle = { $seat } { $name }：正確度 —（指した手なし）
analyze-costliest = 最も損をした手（より良い手を画像に示します）：
analyze-none-costly = 損をした手はありません。すべてコンピューターと同じ手でした。
analyze-costly = { $rank }. { $turn }手目、{ $seat }：`{ $played }`、より良い手 `{ $best }`：−{ $drop }ポイント（{ $judgement }）
analyze-blunder = 大悪手
analyze-mistake = 悪手
analyze-inaccuracy = 疑問手
analyze-small = 小さな損
chart-title = 対局{ $game }：勝つ確率
chart-turns = 手
chart-swings = { $points }ポイント以上損をした手
button-analyze = 分析
cmd-analyze = 終局した対局の形勢の推移、各プレイヤーの正確度、最も損をした手。
cmd-analyze-game = 対局の番号（既定：このチャンネルの最新）
name-analyze = 分析
name-analyze-game = 対局番号
## ランキングのシーズン
cmd-leaderboard-season = シーズンの番号、または通算は all（既定：現在のシーズン）
cmd-settings-season = new：現在のシーズンを今すぐ終える（そのランキングは残ります）
cmd-settings-season_length = 各シーズンの長さ（30d）、または off
cmd-settings-season_channel = シーズンの最終ランキングを投稿するチャンネル
leaderboard-bad-season = `{ $season }` はシーズンではありません。1から{ $current }（現在のシーズン）までの番号、または通算なら `all` を指定してください。
board-all-time = **通算**（全シーズン）
board-current-season = **シーズン{ $season }**（現在のシーズン。通算は `season:all`）
board-past-season = **シーズン{ $season }**（最終ランキング）
stats-season = {"  "}シーズン{ $season }：**{ $rating }** ± { $deviation } · { $rank } · レーティング対象{ $games }局
stats-season-unrated = {"  "}シーズン{ $season }：レーティング対象の対局はまだありません
season-not-new = `season` に指定できるのは `new`（現在のシーズンを今すぐ終える）で、`{ $value }` ではありません。
season-bad-length = `{ $value }` はシーズンの長さではありません。日数で書いてください（`30d`）。{ $shortest }以上、365日以下です。予定をなくすなら `off`。
season-channel-no-schedule = `season_channel` は期間つきシーズンの最終ランキングの投稿先です。先に（または同時に）`season_length`（例：`30d`）を設定してください。
settings-season = - シーズン{ $season }。シーズンは管理者が終えるまで続きます（`season:new`、`season_length`）。
settings-season-scheduled = - シーズン{ $season }、あと{ $left }で終了。各シーズンは{ $length }で、最終ランキングは{ $channel }に投稿します（`season:new`、`season_length`、`season_channel`）。
season-over = **シーズン{ $season }が終わりました！** 最終ランキングです。シーズン{ $next }が今始まり、レーティングはゼロから。通算レーティングは続きます（`{ $all }`）。
season-over-kind = __{ $kind }__
season-over-nobody = 掲載された人はいませんでした（レーティング対象{ $needed }局から掲載）。
season-over-foot = このシーズンのランキングは残ります：`{ $example }`。
season-picture-title = シーズン{ $season }：最終ランキング
tournament-picture-title = { $name }：第 { $round } ラウンド（全 { $rounds } ラウンド）
tournament-picture-title-during = { $name }：第 { $round } ラウンド進行中（全 { $rounds } ラウンド）
tournament-picture-final = { $name }：最終順位
tournament-picture-points = 勝ち点
tournament-picture-buchholz = ブッフホルツ
tournament-picture-sb = SB
tournament-picture-rating = レーティング
tournament-mark-won = 勝ち
tournament-mark-part = 部分点
tournament-mark-lost = 負け
tournament-mark-bye = 不戦勝
tournament-mark-playing = 対局中
name-leaderboard-season = シーズン
name-settings-season = シーズン
name-settings-season_length = シーズン期間
name-settings-season_channel = シーズンチャンネル
## /focus tournament in Discord: its names and descriptions
name-tournament = 大会
name-tournament-create = 作成
name-tournament-join = 参加
name-tournament-leave = 退出
name-tournament-start = 開始
name-tournament-cancel = 中止
name-tournament-standings = 順位
name-tournament-list = 一覧
name-tournament-create-format = 形式
name-tournament-create-players = 人数
name-tournament-create-rounds = ラウンド数
name-tournament-create-time = 持ち時間
name-tournament-create-name = 名前
name-tournament-create-rated = レーティング対象
name-tournament-create-mode = モード
name-tournament-create-double = 2巡
choice-swiss = スイス式
choice-roundrobin = 総当たり
choice-2 = 2人
choice-3 = 3人
choice-4 = 4人
name-tournament-id = 番号
## Rematch
cmd-rematch = このチャンネルの最後の対局（または対局 N）のプレイヤーに再戦を申し込みます。
cmd-rematch-game = 終わった対局の番号（既定：このチャンネルの最新）
name-rematch = 再戦
name-rematch-game = 対局番号
button-rematch = 再戦
rematch-made = { $challenger }が{ $opponents }に対局 { $game } の再戦を申し込みました（{ $options }）。席が一つずつ回ります：{ $first }（{ $colour }）が先手です。
rematch-no-game = このチャンネルには再戦できる対局がありません。`{ $example }` で始めましょう。
rematch-no-such-game = このサーバーに対局 { $game } はありません：`{ $games_command }` であなたの対局を確認できます。
rematch-not-over = 対局 { $game } はまだ終わっていません：再戦は終局後に申し込めます。
rematch-aborted = 対局{ $game }はモデレーターが中止したため、再戦はありません。`{ $challenge_command }` で新しい対局を始めましょう。
rematch-not-a-player = 対局 { $game } の再戦を申し込めるのはそのプレイヤー（{ $players }）だけです。`{ $challenge_command }` で自分の対局を始めましょう。
rematch-waiting = 対局 { $game } の再戦はすでに申し込まれています：挑戦 { $challenge }、{ $waiting }の返事待ちです。
rematch-started = 対局 { $game } の再戦はすでに始まっています：対局 { $rematch } です。
console-button = [{ $label }] ボタン：`{ $example }`
web-game-title = Focus：対局 { $game }
web-server-title = Focus：このサーバーの対局
web-position-start = 開始時の盤面
web-position-after = { $n } 手目の後の盤面：{ $action }
web-steps = 対局をたどる
web-first = « 開始
web-previous = ← 前へ
web-next = 次へ →
web-last = 最新 »
web-keys = キー：← と → で対局をたどり、Home と End で開始と最新の手へ移ります。
web-players = プレイヤー
web-counts = 盤上 { $board }、持ち駒 { $reserve }、捕獲 { $captured }
web-moves = 棋譜
web-start = 開始
web-record = 棋譜ファイル（テキスト）
web-replay = リプレイ（アニメーション GIF）
web-server-link = このサーバーのすべての対局
web-live = ライブ：新しい手は指されるとすぐここに表示されます。
web-running = 対局中
web-finished = 終了した対局
web-leaderboard = ランキング（2 人対局）
web-none = まだありません。
web-none-here = このページにはありません。
web-leaderboard-whole = ランキング全体
web-leaderboard-title = Focus：このサーバーのランキング
web-server-back = このサーバーの対局
web-game-line = 対局 { $game }：{ $players }、{ $turns } 手、{ $status }
web-status-won = { $count ->
    [one] { $names }の勝ち（{ $how }）。
   *[other] { $names }の勝ち（{ $how }）。
}
web-view-game = 対局を見る
web-console-link = ウェブページ：{ $url }
web-tournament-title = Focus：大会 番号{ $id }
web-tournaments = 大会
web-tournament-standings = 順位表
web-tournament-rank = 順位
web-tournament-player = プレイヤー
web-tournament-this-round = このラウンド
web-tournament-rounds = ラウンド
web-tournament-round = 第 { $round } ラウンド
web-tournament-table = 第 { $board } 卓
web-tournament-table-head = 卓
web-tournament-bye = 不戦勝
web-tournament-players = プレイヤー
web-tournament-result = 結果
web-tournament-game = 対局
web-tournament-not-started = 順位表とラウンドは大会が始まると表示されます。
web-tournament-live = ライブ：対局が終わったりラウンドが始まったりすると、このページは更新されます。
tournament-web-link = 順位表と各ラウンドの卓：{ $url }

## Tournaments
tournament-default-name = 大会 { $id }
tournament-format-swiss = スイス式・{ $rounds } ラウンド
tournament-format-swiss-auto = スイス式（ラウンド数は開始時に決定）
tournament-format-roundrobin = 総当たり
tournament-format-double = 二回総当たり
tournament-no-limit = 持ち時間なし
tournament-unrated = ・レーティング対象外
tournament-signup-heading = **{ $name }**
tournament-signup-heading-named = **{ $name }**（番号{ $id }）
tournament-signup = { $heading }：{ $format }、{ $players } 人卓、1 手 { $time }{ $rated }。
tournament-no-entrants = まだ誰も参加していません。
tournament-entrants = 参加者（{ $count } 人）：{ $names }
tournament-how-to-join = `{ $join }` で参加できます。作成者が `{ $start }` で開始します。
tournament-joined = { $name } に参加しました。現在の参加者：{ $count } 人。
tournament-left = { $name } から抜けました。
tournament-left-running = { $name } から抜けました。進行中の対局は投了となり、以後の組み合わせには入りません。
tournament-started = **{ $name } が始まりました！** 参加者 { $count } 人、全 { $rounds } ラウンド。第 1 ラウンドの卓は次のとおりです。
tournament-cancelled = { $name } は中止されました。すでに始まった対局は通常の対局として続きます。
tournament-unpaired = **{ $name }：第 { $round } ラウンドの組み合わせを作れません。** 残っている参加者をどう組み合わせても、すでに対戦した二人が再び当たります。{ $creator } さん、参加者が変わったら `{ $start_command }` でもう一度試すか（ボットも毎分試します）、`{ $cancel_command }` で大会を終了してください。
tournament-unpaired-still = 第 { $round } ラウンドの組み合わせはまだ作れません。残っている参加者をどう組み合わせても、すでに対戦した二人が再び当たります。参加者が変わってからもう一度試すか、`{ $cancel_command }` で大会を終了してください。
tournament-round-under-way = その大会は開催中で、現在のラウンドはまだ対局中です。開始するものはありません。
tournament-round-retried = { $name }：第 { $round } ラウンドの組み合わせができました。卓は次のとおりです。
tournament-round = **{ $name }：第 { $round } ラウンド（全 { $rounds } ラウンド）**
tournament-table = 第 { $board } 卓：{ $players }（{ $channel }）
tournament-bye = 不戦勝（休み）：{ $player }（+{ $points }）
tournament-table-heading = __{ $name }：第 { $round } ラウンド・第 { $board } 卓__
tournament-standings-swiss = **{ $name }：第 { $round } ラウンド終了時の順位**（同点はブッフホルツ、ゾンネボルン・ベルガー、開始時のレーティングの順で決定）
tournament-standings-robin = **{ $name }：第 { $round } ラウンド終了時の順位**（同点はゾンネボルン・ベルガー、開始時のレーティングの順で決定）
tournament-standings-swiss-during = **{ $name }：第 { $round } ラウンド進行中の順位**（同点はブッフホルツ、ゾンネボルン・ベルガー、開始時のレーティングの順で決定）
tournament-standings-robin-during = **{ $name }：第 { $round } ラウンド進行中の順位**（同点はゾンネボルン・ベルガー、開始時のレーティングの順で決定）
tournament-standing = { $rank }. { $player }：{ $points } 点 · { $tiebreaks } · レーティング { $rating }{ $result }{ $left }
tournament-tiebreaks-swiss = ブッフホルツ { $buchholz }、S-B { $sb }
tournament-tiebreaks-robin = S-B { $sb }
tournament-result = （このラウンド +{ $points }）
tournament-result-bye = （このラウンド：休み、+{ $points }）
tournament-result-playing = （このラウンド：対局中）
tournament-withdrew = （棄権）
tournament-final = **{ $name } が終了しました！ 優勝は { $winner } です。** 表彰台：{ $podium }。
tournament-podium-place = { $rank }. { $player }（{ $points } 点）
tournament-list-empty = このサーバーで開催中の大会はありません。`{ $create_command }` で作成できます。
tournament-list-title = **開催中の大会**
tournament-list-line = 番号{ $id } { $name }：{ $format }、{ $players } 人卓、参加者 { $count } 人、{ $status }
tournament-status-signup = 参加受付中
tournament-status-running = 第 { $round } ラウンド（全 { $rounds } ラウンド）
tournament-status-finished = 終了
tournament-status-cancelled = 中止
tournament-none = このサーバーにそのような大会はありません。開催中の大会は `{ $list_command }` で確認できます。
tournament-which = ここでは複数の大会が開催中です（番号{ $ids }）。どれか指定してください。例：`{ $example }`
tournament-create-restricted = このサーバーでは、イベント管理の権限を持つメンバーだけが大会を作成できます。
tournament-not-organizer = それができるのは大会の作成者か、イベント管理の権限を持つメンバーだけです。
tournament-signup-closed = その大会はもう参加を受け付けていません。
tournament-not-running = その大会は進行中ではありません（まだ始まっていないか、終了しています）。
tournament-already-in = その大会にはすでに参加しています。
tournament-not-in = その大会には参加していません。
tournament-too-few = 大会の参加者は { $have } 人です。開始には少なくとも { $need } 人必要です。
tournament-not-coverable = この卓の人数の総当たりで全員を公平に組めるのは、参加者がちょうど { $works } 人のときだけです（現在 { $have } 人）。その人数になるまで待つか、スイス式の大会を作成してください。
tournament-bad-players = `players` は 2、3、4 のいずれかです。
tournament-bad-mode = `mode`（チーム戦または個人戦）は 4 人卓でのみ指定できます。
tournament-bad-rounds-robin = `rounds` はスイス式の大会用です。総当たりは全員と 1 回ずつ対局します（`double:yes` で 2 回）。
tournament-bad-rounds = `rounds` は 1 から { $most } までの数です。
tournament-bad-double = `double` は総当たり用です。スイス式の大会は `rounds` でラウンド数を決めます。
tournament-bad-name = 大会名は 80 文字までです。
help-tournament = 大会：ここで作成、参加、開始（作成者）、順位の確認。
console-not-format = `format` は `swiss` か `roundrobin` です（`{ $text }` ではありません）。
console-not-number = `{ $text }` は数ではありません。`3` のように数字で書いてください。
settings-bad-tournaments = `tournaments` は `anyone`（誰でも大会を作成可能）か `managers`（イベント管理の権限を持つメンバーのみ）です（`{ $value }` ではありません）。
settings-tournaments-anyone = - 誰でも大会を作成できます（`tournaments`）。
settings-tournaments-managers = - イベント管理の権限を持つメンバーだけが大会を作成できます（`tournaments`）。
cmd-settings-tournaments = 大会を作成できる人：anyone（誰でも、既定）または managers（イベント管理の権限）
cmd-tournament = 大会：総当たりまたはスイス式。参加受付から優勝までボットが進行します。
cmd-tournament-create = ここで大会を作成します。開始まで参加を受け付けます。
cmd-tournament-join = 参加受付中の大会に参加します。
cmd-tournament-leave = 大会から抜けます（進行中なら対局は投了になります）。
cmd-tournament-start = 大会と第 1 ラウンドを開始します：作成者またはイベント管理の権限。
cmd-tournament-cancel = 大会を中止します：作成者またはイベント管理の権限。
cmd-tournament-standings = 大会の順位。
cmd-tournament-list = このサーバーで開催中の大会。
cmd-tournament-id = 大会の番号（既定：ここで開催中のもの）
cmd-tournament-create-format = swiss（同点の人どうしが対局）または roundrobin（全員と対局）
cmd-tournament-create-players = 1 卓の人数：2（既定）、3、4
cmd-tournament-create-rounds = スイス式：ラウンド数（既定：上位を決めるのに十分な数）
cmd-tournament-create-time = 1 手の持ち時間（既定：サーバーの設定）
cmd-tournament-create-name = 大会名
cmd-tournament-create-rated = 対局をレーティングに反映するか（既定：はい）
cmd-tournament-create-mode = 4 人卓：ffa（既定）または teams
cmd-tournament-create-double = 総当たり：全員と 2 回、席を入れ替えて対局
cmd-tournament-create-max_players = 参加できる最大人数（既定：上限なし、ただしボットの上限 1,000 人）
name-tournament-create-max_players = 最大人数
cmd-tournament-standings-page = 大人数の大会の何ページ目か（既定 1：上位と自分の行）
name-tournament-standings-page = ページ
tournament-entrants-capped = 参加者（{ $count }/{ $cap } 人）：{ $names }
tournament-entrants-more = ほか { $count } 人
tournament-full = その大会は満員です（{ $cap } 人中 { $cap } 人が参加済み）。参加できません。開催中のほかの大会は `{ $list_command }` で確認できます。
tournament-bad-max-players = `max_players` は { $fewest } から { $most } までの数です（大会に参加できる最大人数）。
tournament-standings-page = { $pages } ページ中 { $page } ページ目（参加者 { $count } 人）。ほかのページは `{ $command }` で確認できます。
tournament-bad-page = { $page } ページ目はありません。この順位表は { $pages } ページです。`page` は 1 から { $pages } までの数です。
tournament-picture-page = { $title }（{ $page }/{ $pages } ページ）
name-settings-tournaments = 大会
choice-anyone = 誰でも
choice-managers = イベント管理者
## Takeback

cmd-takeback = 自分の直前の手の「待った」を申し込むか、ほかのプレイヤーの「待った」を受けます。
name-takeback = 待った
cmd-settings-takeback = 合意による「待った」：casual（レーティング対象外の対局のみ）、all、off
name-settings-takeback = 待った
choice-casual = 対象外の対局のみ
choice-all = すべての対局
button-take-back = 待った
button-accept-takeback = 待ったを認める
button-decline-takeback = 断る
name-takeback-answer = 返答
cmd-takeback-answer = ほかのプレイヤーの「待った」に答えます（受ける・断る）
name-draw-answer = 返答
cmd-draw-answer = ほかのプレイヤーの引き分けの提案に答えます（受ける・断る）
choice-accept = 受ける
choice-decline = 断る
takeback-asked = { $seat }が直前の手の「待った」を申し込んでいます。{ $others }：認めるには `{ $takeback_command }`、断るには `{ $decline_command }`（ボタンでも可）。先にどれか1手が指されると申し込みは取り消されます。
takeback-agreed = { $seat }が「待った」を認めました。あとは{ $others }の返事を待っています。
takeback-declined = { $seat }が「待った」を断りました。手はそのままで、対局は続きます。
takeback-done = 全員が認めました：{ $seat }の第{ $turn }手は取り消され、もう一度その人の番です。
takeback-lapsed = 「待った」の申し込みは取り消されました。
takeback-tournament = 大会の対局では「待った」はできません。指した手はすべて有効です。
takeback-rated = このサーバーでは「待った」はレーティング対象外の対局でしかできず、この対局は対象です。手はそのままです。
takeback-off = このサーバーでは「待った」はできません。手はそのままです。
takeback-not-last = 「待った」ができるのは、自分の手がまだ最後に指された手であるあいだだけです。
takeback-asked-already = この手の「待った」はすでに申し込まれています。申し込めるのは1手につき1回です。
takeback-no-request = 答えるべき「待った」の申し込みはもうありません（返事が済んだか、その後に手が指されました）。何も変わっていません。
takeback-agreed-already = この「待った」はもう認めています。対局に残っているほかの全員が認めたところで成立します。
takeback-not-yours = この「待った」の申し込みは、対局に残っているほかのプレイヤーへのものです。何も変わっていません。
takeback-moved-on = 間に合いませんでした：申し込みのあとに手が指されたため「待った」は取り消され、何も戻っていません。
history-takebacks = 合意による「待った」で{ $n }手が取り消されました（一覧には載っていません）。
rematch-tournament = 対局 { $game } は大会の対局でした：大会の組み合わせは大会が決めるので、再戦はありません。
settings-bad-takeback = `takeback` は `casual`（レーティング対象外の対局のみ）、`all`（対象の対局も）、`off` のいずれかです。`{ $takeback }` ではありません。
settings-takeback-casual = - 合意による「待った」はレーティング対象外の対局のみ（`takeback`）。
settings-takeback-all = - 合意による「待った」は大会以外のすべての対局で可能（`takeback`）。
settings-takeback-off = - 「待った」はできません（`takeback`）。
console-takeback-button = [{ $button }] ボタン（その手を指した人だけ、最後の手であるあいだ）：`{ $example }`
console-takeback-request = [{ $accept }] ボタン：`{ $example }`
button-play-on-board = 盤面で指す
web-signin-title = Focus：サインイン
web-signin-link = Discord でサインイン
web-signin-bad-state = このサインインはここで始まったものではないか、時間がかかりすぎました。もう一度サインインしてください。
web-signin-refused = Discord がサインインを確認しませんでした。もう一度サインインしてください。
web-signin-unavailable = サインインを確認するための Discord に接続できませんでした。少ししてからもう一度お試しください。
web-signin-busy = 現在サインインが集中しています。数秒後にもう一度お試しください。
web-signin-bad-next = このサインインのアドレスは無効です。このサイトのページにしか戻れません。
web-signed-in = Discord でサインインしています（ユーザー { $user }）。
web-signed-out = サインアウトしました。
web-not-signed-in = サインインしていません。
web-play-link-forged = この「盤面で指す」リンクは無効です。Discord の対局の下にある「指す」を押すと新しいリンクが届きます。
web-play-link-expired = この「盤面で指す」リンクは期限切れです。Discord の対局の下にある「指す」を押すと新しいリンクが届きます。
web-play-link-used = この「盤面で指す」リンクはすでに使われています。Discord の対局の下にある「指す」を押すと新しいリンクが届きます。

## 指せる盤（対局のページ、サインインしたプレイヤー向け）
web-play-heading = あなたの席
web-play-start = 対局{ $game }、あなたの手番です（{ $colour }）：動かす山をクリックしてください。
web-play-start-reserve = 対局{ $game }、あなたの手番です（{ $colour }）：動かす山か、持ち駒をクリックしてください。
web-play-swap = 対局{ $game }、あなたの手番です（{ $colour }）：この対局は交換オープニングで始まります。1個だけのあなたの駒をクリックしてください。
web-play-first-placement = 対局{ $game }、あなたの手番です（{ $colour }）：まず持ち駒を打ちます。空いているマスをクリックしてください。
web-play-places = 対局{ $game }、あなたの手番です（{ $colour }）：持ち駒を打つマスをクリックしてください。
web-play-reserve-squares = 持ち駒を打つマスをクリックしてください。
web-play-cancel = 選び直す
web-play-resign = 投了
web-play-resign-ask = 対局{ $game }を投了しますか？{ $what }取り消しはできません。
web-play-draw-offer = 引き分けを提案
web-play-draw-accept = 引き分けに同意
web-play-sending = 送信中…
web-play-failed = 何も送信されませんでした：ボットに接続できません。もう一度お試しください。
web-play-stale = 選択が届く前に対局が進みました：何も変わっていません。盤は最新の手を表示しています。もう一度選んでください。
web-play-resigned = 対局{ $game }を投了しました。
web-play-draw-sent = 対局{ $game }の引き分けの提案をチャンネルに投稿しました。
web-play-keys = キー：Tab で選べるマスを順に移り、Enter かスペースで選び、Esc で選び直します。
web-play-bad-request = ページから読めないデータが送られました：何も変わっていません。ページを再読み込みして、もう一度選んでください。
web-play-signed-out = サインインしていません（またはセッションが終了しました）：何も変わっていません。このページから指すには、もう一度サインインしてください。
web-play-sign-in = この対局のプレイヤーですか？ Discord でサインインすると、この盤で自分の手を指せます。

## アクティビティ（Discord の中の盤）
activity-title = Focus
activity-starting = 起動中…
activity-outside = これは focus-bot のアクティビティです。Discord で、対局しているチャンネルから起動してください（アクティビティのボタンから Focus を選びます）。
activity-connecting = Discord に接続中…
activity-signing-in = Discord でサインイン中…
activity-opening = このチャンネルの対局を開いています…
activity-failed = 問題が起きました。アクティビティを閉じて、もう一度起動してください。
activity-bad-request = アクティビティから bot が読めないものが送られました。閉じて、もう一度起動してください。
activity-refused = Discord がサインインを確認しませんでした。アクティビティを閉じて、もう一度起動してください。
activity-busy = 現在サインインが集中しています。数秒後にもう一度試みます…
activity-signed-out = サインインしていません（またはセッションが終了しました）。アクティビティを閉じて、もう一度起動してください。
activity-no-channel = アクティビティがチャンネルを伝えませんでした。閉じて、サーバーのチャンネルからもう一度起動してください。
activity-no-game = ここで開ける対局はありません。このチャンネルで { $example } と入力して対局を始め、アクティビティをもう一度開いてください。
activity-pages-off = このサーバーは対局のウェブページをオフにしているため、アクティビティで対局を表示できません。サーバーの管理者が { $example } でオンにできます。

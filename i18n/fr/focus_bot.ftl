# focus-bot en français.
#
# Glossaire (les mots de la règle française de Focus, toujours les mêmes) :
#   stack      pile : les pions sur une case ; elle appartient à la couleur du dessus
#   piece      pion
#   reserve    réserve : pions gardés hors du plateau, posés plus tard avec /focus reserve
#   captured   pions capturés : pions adverses retirés du bas d'une pile
#   move       déplacer (un déplacement) : les k pions du dessus d'une pile, d'exactement k cases
#   place      poser un pion de sa réserve
#   swap       l'échange d'ouverture (2 joueurs)
#   short      partie courte (capturer N pions gagne)
#   seat       couleur : Rouge, Vert, Bleu, Jaune
# La notation (c3-f3:3, r:e5, s:c3-d3) et les noms de commandes tapés (/focus move) ne se
# traduisent pas.

## Mots

colour-red = Rouge
colour-green = Vert
colour-blue = Bleu
colour-yellow = Jaune
list-separator = {", "}
list-last = { $init } et { $last }
clause-separator = {", "}
clause-last = { $init } et { $last }
sentence-gap = {" "}
someone = quelqu'un
unit-days = { $n ->
    [one] { $n } jour
   *[other] { $n } jours
}
unit-hours = { $n ->
    [one] { $n } heure
   *[other] { $n } heures
}
unit-minutes = { $n ->
    [one] { $n } minute
   *[other] { $n } minutes
}
duration-pair = { $big } { $small }
duration-under-minute = moins d'une minute
ago-now = à l'instant
ago-minutes = { $n ->
    [one] il y a { $n } minute
   *[other] il y a { $n } minutes
}
ago-hours = { $n ->
    [one] il y a { $n } heure
   *[other] il y a { $n } heures
}
ago-yesterday = hier
ago-days = { $n ->
    [one] il y a { $n } jour
   *[other] il y a { $n } jours
}
ago-weeks = { $n ->
    [one] il y a { $n } semaine
   *[other] il y a { $n } semaines
}
ago-months = il y a { $n } mois
ago-years = { $n ->
    [one] il y a { $n } an
   *[other] il y a { $n } ans
}
turns-count = { $n ->
    [one] { $n } tour
   *[other] { $n } tours
}
pieces = { $n ->
    [0] aucun pion
    [one] un pion
   *[other] { $n } pions
}
pieces-of = { $n ->
    [0] aucun pion de { $colour }
    [one] un pion de { $colour }
   *[other] { $n } pions de { $colour }
}
seat-label = { $name } ({ $colour })
players-count = { $n } joueurs
opt-teams = par équipes
opt-ffa = chacun pour soi
opt-short = partie courte à { $n }
opt-swap = ouverture par échange
opt-per-turn = { $time } par tour
opt-no-limit = sans limite de temps
opt-unrated = {", "}amicale

## Refus et échecs

# The friend a command example challenges (`/focus challenge opponent:@friend`).
example-friend = @ami
no-game = Aucune partie n'est en cours dans ce salon. Lancez-en une avec `{ $example }`.
moved-on = La partie a avancé entre-temps ; regardez à nouveau le plateau avec `{ $board_command }`.
not-started = La partie n'a pas encore commencé : le défi de { $challenger } attend que { $waiting } l'accepte avec `{ $accept_command }` (ou le refuse avec `{ $decline_command }`).
game-corrupt = La partie { $game } ne peut plus être relue depuis la base du bot (son enregistrement est abîmé) : elle a été close et ne compte pour personne. Lancez une nouvelle partie avec `{ $example }`.
disk-full = Impossible d'enregistrer : le disque du bot est plein. Rien n'a changé ; réessayez dans un instant, et prévenez les admins du serveur si cela continue.
busy = La partie est occupée, réessayez dans un instant : rien n'a changé.
not-a-player = Vous ne jouez pas dans cette partie (les joueurs sont { $players }). Lancez la vôtre dans un fil avec `{ $challenge_command }`.
already-over = Cette partie est déjà terminée.
not-your-turn = Ce n'est pas votre tour : c'est à { $name } de jouer ({ $colour }).
not-legal = `{ $action }` n'est pas permis : { $reason }.

## Un tour raconté au salon

act-move = { $who } a déplacé { $pieces } de { $from } à { $to }
act-place = { $who } a posé un pion de sa réserve sur { $square }
act-swap = { $who } a échangé son pion de { $mine } contre { $piece } sur { $theirs }
act-swap-piece = celui de l'adversaire
act-captured = a capturé { $pieces }
act-kept = a mis { $pieces } en réserve
act-gave = a donné { $pieces } à la réserve de { $colour }
act-alone = { $action }.
act-one = { $action } et { $part }.
act-many = { $action }, { $parts }.
draw-withdrawn = L'offre de nulle est retirée.
seat-out = { $seat } ne peut plus jouer et quitte la partie.
seat-skipped = { $seat } ne peut pas jouer : son tour est passé jusqu'à ce qu'il le puisse.
seat-back = { $seat } peut de nouveau jouer et revient dans la partie.
repetition-warning = Cette position est apparue deux fois : une troisième fois termine la partie, et { $seat } gagne.
computer-next = L'ordinateur joue { $colour } : il réfléchit…
your-turn = { $mention } ({ $colour }), à vous de jouer.
your-turn-limit = { $mention } ({ $colour }), à vous de jouer — vous avez { $time }.
hint-first-placement = Posez d'abord votre pion de réserve sur une case vide, par exemple `{ $example }`.
hint-swap = Cette partie s'ouvre par un échange : échangez un de vos pions isolés contre un pion isolé de l'adversaire, par exemple `{ $example }`.
over-draw = **Partie terminée : nulle**, acceptée par tous les joueurs.
over-aborted = **Partie terminée : annulée** par un modérateur, sans résultat pour personne.
over-wins = **Partie terminée.** { $count ->
    [one] { $names } gagne{ $why }.
   *[other] { $names } gagnent{ $why }.
}
why-no-moves = {" "}: plus personne d'autre ne peut jouer
why-repetition = {" "}: la même position est revenue une troisième fois, et la répétition profite au premier joueur
why-short-team = {" "}: les captures de l'équipe ont atteint l'objectif de la partie courte, { $n }
why-short = {" "}: ses captures ont atteint l'objectif de la partie courte, { $n }
why-time = {" "}: les autres ont dépassé leur temps
result-draw = nulle
result-aborted = annulée
result-wins = { $count ->
    [one] { $colours } gagne ({ $how })
   *[other] { $colours } gagnent ({ $how })
}
how-no-moves = plus de coup
how-repetition = répétition
how-short = partie courte
how-resign = abandon
how-time = temps

## Déplacements, poses, échanges

which-move = Quel déplacement ? Indiquez-le, par exemple `{ $example }` (les 3 pions du dessus de c3 vers f3) : commencez à taper et vos coups permis vous sont proposés.
not-a-move = Ce n'est pas un déplacement : { $reason }.
which-square = Quelle case ? Indiquez la case de votre pion de réserve, par exemple `{ $example }`.
not-a-place = Ce n'est pas une case où poser un pion : { $reason }.
swap-missing-both = les deux cases
swap-missing-mine = votre case (`mine`)
swap-missing-theirs = la case de l'adversaire (`theirs`)
swap-missing = Un échange nomme deux cases, et il manque { $missing } : un de vos pions isolés, puis un de ceux de l'adversaire, par exemple `{ $example }`.
swap-unreadable = Cet échange est illisible : { $reason }.

## Abandon et nulle

keep-playing = Vous continuez : rien n'a changé.
resign-other-game = Cette partie est terminée : rien n'a changé. Regardez le salon pour la partie en cours.
cannot-resign = Vous ne pouvez pas abandonner : { $reason }.
resign-ask = Abandonner la partie { $game } ? { $what } C'est définitif. Confirmez avec le bouton Abandonner, ou répétez `{ $resign_command }` dans la minute.
resign-team-loses = Vous abandonnez pour votre équipe ({ $partner } et vous) : { $winners } gagnent.
resign-loses = { $count ->
    [one] { $winners } gagne.
   *[other] { $winners } gagnent.
}
resign-leaves = Vous quittez la partie pour de bon ; les autres continuent.
resigned-team = { $seat } abandonne, pour l'équipe avec { $partner }.
resigned = { $seat } abandonne.
resigned-out = { $seat } abandonne et quitte la partie.
draw-out = Vous avez quitté cette partie : vous ne pouvez pas proposer la nulle.
draw-computer = L'ordinateur n'accepte pas la nulle : continuez, ou abandonnez avec `{ $resign_command }`.
draw-already = Vous avez déjà proposé la nulle : elle est conclue quand tous les autres joueurs encore en jeu la proposent aussi.
draw-refused = Pas de nulle : { $reason }.
draw-accepted = { $seat } accepte la nulle.
draw-offered = { $seat } propose la nulle. { $others } : pour accepter, utilisez `{ $draw_command }`, pour refuser, `{ $decline_command }` ; tout déplacement retire l'offre.

## Défis

challenge-count = Défiez de 1 à 3 adversaires : Focus se joue à 2, 3 ou 4.
challenge-self = Vous ne pouvez pas vous défier vous-même : nommez quelqu'un d'autre, ou défiez-moi pour jouer contre l'ordinateur.
challenge-bot = { $name } est un bot et ne peut pas jouer. Défiez-moi plutôt pour jouer contre l'ordinateur.
challenge-twice = Vous avez nommé { $name } deux fois : chaque joueur prend une seule place.
challenge-mode = `mode` choisit entre équipes et chacun pour soi, ce qui n'existe qu'à 4 joueurs : retirez-le pour une partie à { $count }, ou nommez 3 adversaires.
challenge-level = `level` règle la force de l'ordinateur, qui ne joue pas dans cette partie : retirez-le, ou nommez-moi comme adversaire pour jouer contre l'ordinateur.
challenge-setup = Impossible de préparer cette partie : { $reason }.
challenge-race = Quelqu'un vient de lancer autre chose ici : réessayez.
challenge-made = { $challenger } défie { $opponents } à une partie de Focus ({ $options } ; { $first }).
first-random = places tirées au sort
first-challenger = l'auteur du défi commence
challenge-teams = Équipes : { $a } et { $b } contre { $c } et { $d }.
challenge-partners-by-lot = Les partenaires sont tirés au sort au début de la partie.
challenge-answer = { $waiting } : acceptez avec `{ $accept_command }` ou refusez avec `{ $decline_command }`. Le défi expire dans 24 heures.
channel-has-game = Ce salon a déjà une partie en cours : une seule partie à la fois par salon. Ouvrez un fil ici et lancez le défi dedans — chaque fil a sa propre partie.
already-challenged = Vous avez déjà défié { $names } ici (défi { $id }), et il est toujours ouvert : attendez une réponse, ou retirez-le avec `{ $cancel_command }` puis relancez.
already-accepted = Vous avez déjà accepté le défi de { $challenger } ici : la partie commence quand { $names } { $count ->
    [one] l'aura accepté
   *[other] l'auront accepté
} aussi.
challenged-you = { $challenger } vous a défié ici : acceptez avec `{ $accept_command }` ou refusez avec `{ $decline_command }`.
channel-has-challenge = Ce salon a déjà un défi ouvert de { $challenger } : attendez sa réponse, ou ouvrez un fil et lancez le défi dedans.
challenge-not-open = Ce défi n'est plus ouvert : regardez à nouveau le salon.
no-such-challenge-open-one = Il n'y a pas de défi { $id } dans ce salon. Le défi ouvert ici est le défi { $open } de { $challenger } : omettez le numéro pour y répondre.
no-such-challenge = Il n'y a pas de défi { $id } dans ce salon, ni aucun défi ouvert. Lancez-en un avec `{ $example }`.
no-open-challenge = Aucun défi n'est ouvert dans ce salon. Lancez-en un avec `{ $example }`.
challenge-was-expired-unanswered = Ce défi a déjà expiré : personne n'a répondu en 24 heures.
challenge-was-accepted = Ce défi a déjà été accepté.
challenge-was-declined = Ce défi a déjà été refusé.
challenge-was-cancelled = Ce défi a déjà été retiré.
challenge-was-expired = Ce défi a déjà expiré.
challenge-yours = C'est votre défi : attendez que les autres l'acceptent.
challenge-not-for-you = Cette invitation ne vous est pas destinée.
challenge-already-accepted = Vous avez déjà accepté : la partie commence quand tous les invités l'auront fait.
challenge-superseded = Une partie a commencé dans ce salon entre-temps, ce défi est donc retiré. Ouvrez un fil et lancez le défi dedans.
challenge-accepted = { $name } accepte. En attente de { $waiting }.
game-on = **La partie commence !** { $options }.
game-on-seat = { $colour } : { $player }
game-on-teams = Équipes : { $a } contre { $b }.
challenge-yours-decline = C'est votre défi : retirez-le avec `{ $cancel_command }`.
challenge-declined = { $name } refuse le défi de { $challenger }.
challenge-cancel-not-yours = Seul { $challenger }, qui a lancé ce défi, peut le retirer.
challenge-cancelled = { $name } retire son défi.
challenge-expired = Le défi de { $challenger } a expiré : personne n'a répondu en 24 heures.
time-limit-bad = `{ $text }` n'est pas une limite de temps : écrivez un nombre et une unité (`d` jours, `h` heures, `m` minutes), comme `3d`, `12h`, `1d12h` ou `30m`, de 1 minute à 365 jours ; ou `none` pour aucune limite.
time-limit-range = Une limite de temps par tour va de 1 minute à 365 jours, ou `none`.
computer-name = Ordinateur ({ $level })
level-easy = facile
level-medium = moyen
level-hard = difficile
level-master = maître

## Le plateau

board-finished = terminée après { $turns }
board-no-turn = aucun tour joué
board-after-turn = après le tour { $n }
board-head = Partie { $game } ({ $options }), { $when }.
board-seat = { $colour } : { $player } — { $board } sur le plateau, { $reserve } en réserve, { $captured } capturés
board-seat-out = { $colour } : { $player } — { $board } sur le plateau, { $reserve } en réserve, { $captured } capturés (hors jeu)
board-computer = L'ordinateur joue { $colour } : il réfléchit…
board-turn = C'est à { $name } de jouer ({ $colour }).
board-turn-left = C'est à { $name } de jouer ({ $colour }), il reste { $time }.
board-new-game = Lancez une nouvelle partie avec `{ $challenge_command }`.

## Le chronomètre et l'ordinateur

timed-out-forfeits = { $seat } a dépassé son temps et perd la partie.
timed-out-out = { $seat } a dépassé son temps et quitte la partie.
reminder-forfeit = { $mention } ({ $colour }), c'est votre tour dans la partie { $game } : il reste { $time }, ensuite vous perdez la partie.
reminder-out = { $mention } ({ $colour }), c'est votre tour dans la partie { $game } : il reste { $time }, ensuite vous quittez la partie.
computer-alone = Il ne reste que l'ordinateur dans cette partie : elle s'arrête ici.

## Les raisons de la règle et de la notation

illegal-game-over = la partie est terminée
illegal-off-board = { $square } est un coin coupé, hors du plateau
illegal-empty = { $square } est vide : déplacez une pile dont le pion du dessus est à votre couleur
illegal-not-yours = { $square } appartient à { $owner } : vous ne pouvez déplacer que les piles à votre couleur ({ $you }) sur le dessus
illegal-too-few = { $height ->
    [one] { $square } n'a qu'un pion de haut : au plus 1 pion peut en partir
   *[other] { $square } n'a que { $height } pions de haut : au plus { $height } pions peuvent en partir
}
illegal-not-straight = { $from }-{ $to } n'est pas une ligne droite : déplacez-vous le long d'une rangée ou d'une colonne
illegal-nowhere = { $square }-{ $square } ne mène nulle part : un déplacement doit arriver sur une autre case
illegal-count = { $distance ->
    [one] `:{ $count }` ne correspond pas à la distance de 1 case : k pions avancent d'exactement k cases
   *[other] `:{ $count }` ne correspond pas à la distance de { $distance } cases : k pions avancent d'exactement k cases
}
illegal-no-reserve = vous n'avez aucun pion en réserve
illegal-first-placement = à votre premier tour, vous devez poser votre pion de réserve sur une case vide, par exemple `r:{ $example }`
illegal-first-placement-taken = à votre premier tour, vous devez poser votre pion de réserve sur une case vide ({ $taken } est occupée), par exemple `r:{ $example }`
illegal-swap-required = cette partie s'ouvre par un échange : échangez un de vos pions isolés contre un de ceux de { $opponent }, par exemple `{ $example }`
illegal-no-swap = les échanges ne se jouent qu'à l'ouverture par échange
illegal-bad-swap-square = un échange nomme d'abord un de vos pions isolés, puis un de ceux de { $opponent }, par exemple `{ $example }` : { $square } n'en est pas un
illegal-symmetric = cet échange rendrait le plateau de nouveau symétrique ({ $symmetry }), ce que l'ouverture par échange interdit : choisissez-en un autre
symmetry-column = en miroir du côté a au côté h
symmetry-row = en miroir de la rangée 1 à la rangée 8, couleurs inversées
symmetry-half-turn = identique après un demi-tour, couleurs inversées
illegal-no-seat = il n'y a pas de joueur { $n } dans cette partie
illegal-already-out = { $colour } a déjà quitté la partie
parse-empty = écrivez une action, comme `c3-f3:3`, `r:e5` ou `s:c3-d3`
parse-bad-square = `{ $text }` n'est pas une case : écrivez une colonne a–h et une rangée 1–8, comme `c3`
parse-bad-count = `:{ $text }` n'est pas un nombre de pions : écrivez combien de pions se déplacent, de 1 à 5, comme `c3-f3:3`
parse-unrecognised = `{ $text }` n'est pas une action : écrivez un déplacement comme `c3-f3:3`, une pose comme `r:e5` ou un échange comme `s:c3-d3`
config-players = Focus se joue à 2, 3 ou 4 joueurs, pas { $n }
config-swap-two = l'ouverture par échange ne se joue qu'à 2
config-short-zero = la partie courte demande au moins 1 pion à capturer
config-short-unreachable = personne ne peut capturer { $target } pions : il n'y a que { $enemies } pions adverses dans cette partie, choisissez donc un objectif de 1 à { $enemies }

## /focus rules

rules-text = **Comment jouer à Focus**
    - Le plateau fait 8×8 cases, moins trois cases dans chaque coin. Chaque pion commence seul : une pile d'un pion.
    - Une pile appartient au joueur dont la couleur est sur le dessus. À votre tour, **déplacez** une pile ou **posez** un pion.
    - **Déplacer** : prenez les k pions du dessus d'une de vos piles (k de 1 à sa hauteur) et avancez-les d'exactement k cases, vers le haut, le bas, la gauche ou la droite, sur n'importe quelle case. Noté `c3-f3:3`.
    - **Poser** : placez un pion de votre réserve sur n'importe quelle case. Noté `r:e5`.
    - Une pile de plus de 5 pions perd des pions par le bas : les vôtres vont dans votre réserve (ceux de votre partenaire dans la sienne, par équipes) ; ceux des autres sont des pions capturés.
    - Sans pile ni réserve, vous ne pouvez plus jouer : à 2, vous perdez ; à 3, vous quittez la partie pour de bon quand votre tour arrive ; à 4, votre tour est passé jusqu'à ce que vous puissiez rejouer. Le dernier joueur (ou la dernière équipe) capable de jouer gagne.
    - Options : `short` N (capturer N pions gagne), `swap` (à 2, chacun ouvre en échangeant un pion isolé ; le second échange ne peut pas rendre le plateau symétrique comme au départ).
    - La même position à 2 joueurs trois fois termine la partie : le premier joueur gagne.
rules-picture = L'image : la pile de deux pions de Rouge en d2 a avancé de deux cases vers le bas, sur le pion de Vert en d4 (`d2-d4:2`) ; Rouge est au sommet, la pile de trois est donc à Rouge.
web-rules-title = Comment jouer à Focus

## /focus help

help-head = **Focus** — le jeu de piles de Sid Sackson, ici même.
help-options = Options d'un défi : { $options }. Une limite de temps s'écrit comme `30m`, `12h`, `3d` ou `none`.
help-foot = Une partie par salon : ouvrez un fil pour en jouer une autre.

## Commands and options: descriptions (cmd-*) and names (name-*)

cmd-focus = Jouez au Focus de Sid Sackson avec vos amis dans ce salon.
cmd-challenge = Défiez 1 à 3 joueurs à une partie ici (défiez-moi pour jouer contre l'ordinateur).
cmd-accept = Acceptez le défi qu'on vous a lancé dans ce salon.
cmd-decline = Refusez le défi qu'on vous a lancé dans ce salon.
cmd-cancel = Retirez votre défi dans ce salon.
cmd-move = Déplacez une pile : c3-f3:3 avance les 3 pions du dessus de c3 de trois cases, jusqu'à f3.
cmd-reserve = Posez un pion de votre réserve sur une case, comme e5.
cmd-swap = L'ouverture par échange : échangez un de vos pions contre un de l'adversaire.
cmd-board = Le plateau et à qui de jouer, ou la fin de la dernière partie.
cmd-resign = Abandonnez la partie de ce salon.
cmd-draw = Proposez la nulle, ou acceptez celle que les autres proposent.
cmd-history = Les coups de la partie de ce salon (ou de la partie N) et son fichier.
cmd-replay = Une animation de la partie de ce salon (ou de la partie N).
cmd-games = Vos parties sur ce serveur.
cmd-stats = Cote, rang et bilan sur ce serveur : les vôtres, ou ceux d'un autre joueur.
cmd-leaderboard = Les meilleurs joueurs du serveur.
cmd-rules = Comment jouer à Focus.
cmd-help = Les commandes, en bref.
cmd-abort = Arrêtez la partie de ce salon (ou son défi ouvert) sans résultat : pour les modérateurs.
cmd-settings = Les réglages du serveur (sans option : les afficher) : pour les admins.
cmd-notify = Comment être prévenu de votre tour, dans toutes vos parties (sans choix : le réglage actuel).
cmd-challenge-opponent = Qui vous défiez
cmd-challenge-opponent2 = Un deuxième adversaire (3 ou 4 joueurs)
cmd-challenge-opponent3 = Un troisième adversaire (4 joueurs)
cmd-challenge-mode = 4 joueurs : teams (équipes, par défaut) ou ffa (chacun pour soi)
cmd-challenge-short = Partie courte : capturer ce nombre de pions adverses gagne
cmd-challenge-swap = 2 joueurs : ouvrir en échangeant des pions
cmd-challenge-time = Temps pour chaque tour (3 jours par défaut)
cmd-challenge-first = Qui commence : random (au sort, par défaut) ou challenger
cmd-challenge-level = Le niveau de l'ordinateur, quand vous me défiez
cmd-challenge-rated = Si la partie est classée : elle compte pour la cote (oui par défaut)
cmd-accept-challenge = Le numéro du défi (par défaut : celui de ce salon)
cmd-decline-challenge = Le numéro du défi (par défaut : celui de ce salon)
cmd-cancel-challenge = Le numéro du défi (par défaut : celui de ce salon)
cmd-move-move = Le déplacement, comme c3-f3:3 (départ-arrivée:pions)
cmd-reserve-square = La case, comme e5
cmd-swap-mine = La case de votre pion, comme c3
cmd-swap-theirs = La case du pion adverse, comme d3
cmd-history-game = Un numéro de partie (par défaut : la dernière de ce salon)
cmd-replay-game = Un numéro de partie (par défaut : la dernière de ce salon)
cmd-stats-player = Les stats de qui (par défaut : les vôtres)
cmd-leaderboard-kind = 2p (parties à 2, par défaut) ou multi (à 3 et 4)
cmd-leaderboard-page = Quelle page (1 par défaut)
cmd-abort-game = Le numéro d'une partie en cours (par défaut : celle de ce salon)
cmd-abort-challenge = Retirer plutôt le défi ouvert de ce salon
cmd-settings-time = Temps par tour par défaut : 3d, 12h, 30m, none ou default
cmd-settings-language = La langue des messages publics du bot
cmd-settings-allow_channel = Autoriser les parties dans ce salon (puis seulement dans la liste)
cmd-settings-remove_channel = Retirer ce salon de la liste
cmd-settings-any_channel = Autoriser de nouveau les parties dans tous les salons
cmd-settings-board = Si /focus board répond en public ou seulement à l'auteur
cmd-settings-reminder_role = Un rôle à mentionner dans les rappels de tour
cmd-settings-no_reminder_role = Ne mentionner aucun rôle dans les rappels
cmd-settings-web = Pages web des parties : on (liens dans les messages), off, ou public (sans lien)
cmd-notify-mode = salon (une mention, par défaut), message privé (en plus) ou désactivé (sans mention)

name-focus = focus
name-challenge = défier
name-accept = accepter
name-decline = refuser
name-cancel = retirer
name-move = déplacer
name-reserve = poser
name-swap = échanger
name-board = plateau
name-resign = abandonner
name-draw = nulle
name-history = historique
name-replay = revoir
name-games = parties
name-stats = stats
name-leaderboard = classement
name-rules = règles
name-help = aide
name-abort = annuler
name-settings = réglages
name-notify = avis
name-challenge-opponent = adversaire
name-challenge-opponent2 = adversaire2
name-challenge-opponent3 = adversaire3
name-challenge-mode = mode
name-challenge-short = courte
name-challenge-swap = échange
name-challenge-time = temps
name-challenge-first = premier
name-challenge-level = niveau
name-challenge-rated = classée
name-accept-challenge = défi
name-decline-challenge = défi
name-cancel-challenge = défi
name-move-move = déplacement
name-reserve-square = case
name-swap-mine = ma_case
name-swap-theirs = sa_case
name-history-game = partie
name-replay-game = partie
name-stats-player = joueur
name-leaderboard-kind = type
name-leaderboard-page = page
name-abort-game = partie
name-abort-challenge = défi
name-settings-time = temps
name-settings-language = langue
name-settings-allow_channel = autoriser_salon
name-settings-remove_channel = retirer_salon
name-settings-any_channel = tout_salon
name-settings-board = plateau
name-settings-reminder_role = rôle_rappel
name-settings-no_reminder_role = sans_rôle_rappel
name-settings-web = web
name-notify-mode = mode

## Choices

choice-teams = équipes
choice-ffa = chacun pour soi
choice-random = au sort
choice-challenger = l'auteur du défi
choice-easy = facile
choice-medium = moyen
choice-hard = difficile
choice-master = maître
choice-2p = 2 joueurs
choice-multi = 3 et 4 joueurs
choice-public = public
choice-private = privé
choice-channel = salon
choice-dm = message privé
choice-off = désactivé
choice-on = activé
choice-10m = 10 minutes
choice-1h = 1 heure
choice-12h = 12 heures
choice-1d = 1 jour
choice-3d = 3 jours
choice-7d = 7 jours
choice-none = sans limite

## Cotes, stats et classement

kind-2p = à 2 joueurs
kind-multi = à plusieurs
ratings-too-short = Cotes inchangées : la partie s'est terminée avant que chaque joueur ait eu son tour.
ratings-unrated = Partie amicale : les cotes ne changent pas.
ratings-head = Cotes ({ $kind }) :
leaderboard-line = { $rank }. { $name } { $conservative } ({ $rating } ± { $deviation }, { $games } parties)
stats-bot = { $name } est un bot et ne joue pas : demandez pour une personne, ou pour moi afin de voir la cote de l'ordinateur.
stats-computer-none = L'ordinateur n'a encore terminé aucune partie sur ce serveur : défiez-moi !
stats-none = { $name } n'a encore terminé aucune partie sur ce serveur. Lancez-en une avec `{ $example }`.
stats-unrated-kind = { $kind } : { $rating } (pas encore de partie classée)
stats-rank = { $rank }ᵉ sur { $of }
stats-not-ranked = pas encore au classement ({ $games ->
    [one] { $games } partie classée
   *[other] { $games } parties classées
} sur { $needed })
stats-kind = { $kind } : **{ $rating }** ± { $deviation } · { $rank } · { $games ->
    [one] { $games } partie classée
   *[other] { $games } parties classées
}
stats-best-win = {" "}· meilleure victoire : { $name } ({ $rating }) dans la partie { $game }
stats-record = Bilan : { $wins } – { $losses } – { $draws } (victoires – défaites – nulles)
stats-record-players = { $players } joueurs { $wins } – { $losses } – { $draws }
stats-streak-wins = Série en cours : { $n ->
    [one] { $n } victoire
   *[other] { $n } victoires
}
stats-streak-losses = Série en cours : { $n ->
    [one] { $n } défaite
   *[other] { $n } défaites
}
stats-streak-draws = Série en cours : { $n ->
    [one] { $n } nulle
   *[other] { $n } nulles
}
stats-w = V
stats-l = D
stats-d = N
stats-last = { $n ->
    [one] Dernière partie
   *[other] { $n } dernières parties
} : { $results } (la plus récente d'abord)
leaderboard-bad-kind = `{ $kind }` n'est pas un classement : choisissez `2p` (parties à 2) ou `multi` (à 3 et 4).
leaderboard-empty = Personne n'est encore au classement { $kind } : un joueur y figure après { $needed } parties classées { $kind }.
leaderboard-no-page = Il n'y a pas de page { $page } : le classement { $kind } a { $count ->
    [one] { $count } page
   *[other] { $count } pages
}.
leaderboard-head = **Classement — { $kind }** (cote − 2 écarts ; après { $needed } parties classées) · page { $page } sur { $count }
leaderboard-not-listed = Vous n'êtes pas encore au classement : { $games ->
    [one] { $games } partie classée
   *[other] { $games } parties classées
} { $kind } sur { $needed }.

## Historique, rediffusions, parties d'un joueur

no-such-game = Il n'y a pas de partie { $id } sur ce serveur : `{ $games_command }` liste les vôtres.
no-game-yet = Aucune partie n'a encore été jouée dans ce salon. Lancez-en une avec `{ $example }`.
record-replay-hint = à rejouer avec : focus-bot replay < ce-fichier (les en-têtes donnent les options)
history-earlier = { $n } tours plus anciens dans le fichier
history-draw = nulle acceptée par tous les joueurs
history-abort = arrêtée par un modérateur
history-resign = abandonne
history-time = temps écoulé
history-no-turns = (aucun tour pour l'instant)
history-in-progress = en cours
history-head = Partie { $game } ({ $players } ; { $status }) :
replay-stepped = Partie { $game } en { $turns } tours, une image tous les { $step } tours (la rediffusion d'une longue partie reste assez légère pour être envoyée) ; `{ $history_command }` a tous les tours.
replay-every = Partie { $game }, tour par tour ({ $turns } tours).
games-none = Vous n'avez encore aucune partie sur ce serveur. Lancez-en une avec `{ $example }`.
games-head = Vos parties ({ $n ->
    [one] { $n } partie
   *[other] { $n } parties
}) :
games-more = { $n ->
    [one] et { $n } partie plus ancienne.
   *[other] et { $n } parties plus anciennes.
}
games-drawn = nulle
games-aborted = annulée
games-won = gagnée
games-lost = perdue
games-your-turn = **à vous de jouer**
games-their-turn = à { $name } de jouer
games-over = terminée
games-line = Partie { $game } dans { $channel }, commencée { $started }, en { $seat } : contre { $opponents } — { $state }
games-line-team = Partie { $game } dans { $channel }, commencée { $started }, en { $seat } : avec { $partner } contre { $opponents } — { $state }

## Modérateurs et admins

abort-not-running = La partie { $id } n'est pas en cours sur ce serveur : rien à annuler. `{ $games_command }` liste les parties d'un joueur.
abort-no-game = Aucune partie n'est en cours dans ce salon : rien à annuler. (Un défi ouvert se retire avec `{ $example }`.)
abort-unreadable = **Partie { $id } annulée** par { $by } dans { $channel } (son enregistrement était illisible). Elle ne compte pour personne.
abort-refused = Cette partie ne peut pas être annulée : { $reason }.
aborted-by = { $by } a annulé la partie { $game }.
abort-moved-on = La partie a avancé entre-temps : réessayez.
abort-no-challenge = Aucun défi n'est ouvert dans ce salon : rien à annuler.
abort-challenge-answered = Ce défi a reçu une réponse entre-temps : regardez à nouveau le salon.
challenge-withdrawn = { $by } a retiré le défi de { $challenger }.
settings-bad-time = { $reason } (`default` est la valeur du bot, 3 jours.)
settings-bad-language = `{ $language }` n'est pas une langue que je parle : choisissez { $choices }.
settings-bad-board = `board` vaut `public` (tout le monde voit la réponse) ou `private` (seul l'auteur la voit), pas `{ $board }`.
settings-bad-web = `web` vaut `on` (les messages mènent à la page de chaque partie), `off` (pas de pages) ou `public` (pages ouvertes à tous, sans lien), pas `{ $web }`.
settings-not-listed = { $channel } n'est pas dans la liste des salons de jeu : rien à retirer.
settings-any-channel-now = Les parties peuvent commencer dans n'importe quel salon.
settings-saved = Enregistré. Les réglages du serveur sont maintenant :
settings-head = Les réglages du serveur :
channel-not-for-games = Les parties ne se lancent pas dans ce salon sur ce serveur : lancez le défi dans { $list } (ou dans un fil de ces salons). Un admin du serveur change cela avec `{ $settings_command }`.
settings-time-default = { $time } par tour (la valeur du bot)
settings-time = - Nouvelles parties : { $time } sauf si le défi dit autre chose (`time`).
settings-language = - Messages publics en : { $name } (`language`).
settings-any-channel = - Les parties peuvent commencer dans n'importe quel salon (`allow_channel` les limite).
settings-channels = - Les parties ne peuvent commencer que dans : { $list } et leurs fils (`allow_channel`, `remove_channel`, `any_channel`).
settings-board-private = - `{ $board_command }` ne répond qu'à l'auteur (`board`).
settings-board-public = - `{ $board_command }` répond en public (`board`).
settings-role = - Les rappels de tour mentionnent aussi { $role } (`reminder_role`, `no_reminder_role`).
settings-no-role = - Les rappels de tour ne mentionnent que le joueur (`reminder_role`, `no_reminder_role`).
settings-web-on = - Chaque partie a une page web, liée depuis ses messages (`web`).
settings-web-off = - Les parties n'ont pas de page web (`web`).
settings-web-public = - Chaque partie a une page web ouverte à tous, liée depuis ses messages (`web`).

## Les mots de l'image (courts : ils tiennent dans une colonne étroite)

pic-wins = { $who } gagne
pic-win = { $who } gagnent
pic-draw = Nulle
pic-aborted = Partie annulée
pic-why-no-moves = les autres ne peuvent plus jouer
pic-why-repetition = troisième répétition
pic-why-short = objectif de captures atteint
pic-why-resign = par abandon
pic-why-time = les autres ont dépassé leur temps
pic-why-agreed = d'un commun accord
pic-why-moderator = par un modérateur
pic-winner = gagnant
pic-out = éliminé
pic-to-place = doit poser
pic-to-swap = doit échanger
pic-to-move = à jouer
pic-skipped = passe son tour
pic-offers-draw = propose nulle
pic-partner = + { $colour }
pic-reserve = réserve
pic-captured = capturés
pic-stacks = piles
pic-start = Début de la partie
pic-start-to-move = Début de la partie · { $colour } joue
pic-last-turn = Dernier tour
pic-last-turns = { $n } derniers tours
pic-resigned = abandon
pic-out-of-time = temps dépassé
pic-draw-agreed = nulle acceptée
pic-turn-aborted = annulée
pic-off-captured = capturés
pic-off-reserve = en réserve
pic-letter-red = R
pic-letter-green = V
pic-letter-blue = B
pic-letter-yellow = J

## Discord : boutons et messages de l'adaptateur

button-accept = Accepter
button-decline = Refuser
button-resign = Abandonner
button-keep-playing = Continuer
button-previous = Précédente
button-next = Suivante
went-wrong = Quelque chose s'est mal passé de mon côté ; réessayez dans un instant.
restarting = Je redémarre ; réessayez dans une minute.
servers-only = Focus se joue dans les salons d'un serveur, pas en messages privés.
not-your-question = Cette question ne vous est pas adressée.
button-no-longer-in-use = Ce bouton n'est plus utilisé : rien n'a changé. Utilisez `{ $board_command }` pour voir la partie telle qu'elle est maintenant.
you-resigned = Vous avez abandonné.
bad-arguments = Je n'ai pas pu lire ces options ; vérifiez-les avec `{ $help_command }`.
no-permission = aucune permission
needed-permission = la permission nécessaire
members-only = Seuls les membres ayant { $names } dans ce salon peuvent utiliser `/{ $command }`.
missing-why-picture = {" "}(le plateau est une image)
missing-why-embed = {" "}(le plateau s'affiche dans un embed)
missing-permissions = Je ne peux pas publier la partie ici : il me manque { $names } dans ce salon{ $why }. Un admin du serveur peut me l'accorder dans les paramètres du salon (Permissions) ou dans Paramètres du serveur → Rôles. Rien n'a changé.

## Le jeu au clic : le bouton Jouer, le sélecteur, les boutons de nulle, /focus notify

button-play = Jouer
button-back = Retour
button-accept-draw = Accepter la nulle
button-decline-draw = Refuser
button-go-to-game = Aller à la partie
button-tournament-join = Participer
button-tournament-leave = Se retirer
pick-placeholder = Choisir…
pick-not-your-turn = C'est au tour de { $name } ({ $colour }).
pick-game-over = Cette partie est terminée : rien n'a changé. Regardez le salon pour la partie en cours.
pick-stale = Ce menu n'est plus à jour : la partie a avancé. Rien n'a changé ; cliquez sur **{ $play }** sous le dernier message de tour.
pick-not-offered = Ce choix n'est pas au menu : rien n'a changé. Cliquez de nouveau sur **{ $play }** pour un menu à jour.
pick-played = Vous avez joué `{ $action }`.
pick-start = Partie { $game }, à vous ({ $colour }) : choisissez une pile à déplacer.
pick-start-reserve = Partie { $game }, à vous ({ $colour }) : choisissez une pile à déplacer, ou votre réserve.
pick-swap = Partie { $game }, à vous ({ $colour }) : cette partie s'ouvre par un échange. Choisissez un de vos pions isolés.
pick-rows-forced = Partie { $game }, à vous ({ $colour }) : posez d'abord votre pion de réserve sur une case vide. Choisissez une rangée.
pick-rows = Partie { $game } ({ $colour }) : poser un pion de votre réserve. Choisissez une rangée.
pick-row-squares = Rangée { $row } : choisissez la case où poser votre pion de réserve.
pick-targets = { $square } (pile de { $height }) : où aller ? Déplacer n pions, c'est avancer d'exactement n cases.
pick-swap-targets = Échanger votre pion en { $square } contre quel pion isolé de l'adversaire ?
pick-stack = { $square } · pile de { $height }
pick-reserve = Réserve · { $n ->
    [one] { $n } pion
   *[other] { $n } pions
}
pick-swap-piece = { $square } · votre pion
pick-target = { $square } — déplacer { $count }
pick-swap-target = { $square } — échanger avec le pion de { $colour }
pick-swap-target-any = { $square } — échanger
pick-row = Rangée { $row } · { $n ->
    [one] { $n } case
   *[other] { $n } cases
}
pick-place-empty = { $square } · vide
pick-place-on = { $square } · sur la pile de { $height } de { $colour }
draw-no-offer = Il n'y a plus d'offre de nulle à laquelle répondre : rien n'a changé.
draw-not-yours = Cette offre de nulle s'adresse aux autres joueurs encore en jeu : rien n'a changé.
draw-declined = { $seat } refuse la nulle : la partie continue.
notify-means-channel = le message de tour vous mentionne
notify-means-dm = le message de tour vous mentionne, et je vous envoie aussi un message privé avec le plateau
notify-means-off = aucune mention ; regardez avec `{ $board_command }`
notify-shown = Vos avis de tour : **{ $mode }** ({ $means }). Pour changer : `{ $example }`, `{ $dm }` ou `{ $off }`.
notify-set = C'est fait : vos avis de tour sont maintenant **{ $mode }** ({ $means }), dans toutes vos parties.
notify-unknown = `{ $typed }` n'est pas un réglage d'avis : choisissez `channel`, `dm` ou `off`.
dm-refused = Je n'ai pas pu vous envoyer de message privé pour votre tour (Discord l'a refusé : vos messages privés sont peut-être fermés aux membres de ce serveur), alors le message de tour vous a mentionné à la place. Ouvrez-les dans les paramètres de confidentialité du serveur, ou choisissez `{ $example }`.
dm-turn = C'est votre tour ({ $colour }) dans la partie { $game }, dans { $channel }.
dm-reminder = Rappel : c'est votre tour ({ $colour }) dans la partie { $game }, dans { $channel } : il reste { $left }.

## La console locale

console-computer = `@{ $who }` est l'ordinateur : il joue ses propres tours et ne tape pas de commandes. Tapez en tant que personne, par exemple `@alice /focus board` ; défiez l'ordinateur avec `@alice { $example }`.
console-needs = `/focus { $command }` demande `{ $option }` ({ $description }) : `{ $usage }`.
console-permission = Seuls les membres ayant **{ $needs }** dans ce salon peuvent utiliser `/focus { $command }` (dans la console : `@{ $who }+{ $suffix }`).
console-choices-where = `?` liste les choix de `/focus move`, `/focus reserve` et `/focus swap`, pas de `/focus { $command }`.
console-nothing-to-choose = Rien à choisir : ce n'est pas votre tour ici (ou il n'y a pas de partie dans ce salon). `/focus board` montre à qui de jouer.
console-what-moves = déplacements
console-what-squares = cases de pose
console-what-swaps = échanges
console-none-legal = Vous n'avez aucun de ces coups permis : { $what }.
console-none-legal-use = Vous n'avez aucun de ces coups permis : { $what }. `{ $example }` liste les choix de ce tour.
console-none-starting = Aucun de vos { $what } permis ne commence par `{ $typed }`.
console-legal = Vos { $what } permis ({ $count }) : { $list }
console-legal-starting = Vos { $what } permis commençant par `{ $typed }` ({ $count }) : { $list }
console-legal-more = … et { $more } de plus : tapez un début pour réduire la liste, par exemple `{ $example }`.
console-challenge-number = `challenge` est un numéro de défi, comme `3`.
console-challenge-buttons = Boutons [{ $accept }] [{ $decline }] du défi { $id } : `/focus accept { $id }`
console-page-buttons = Boutons [{ $previous }] [{ $next }] : `{ $example }` (N de 1 à { $count })
console-resign-buttons = Boutons [{ $resign }] [{ $keep }] : retapez `/focus resign` dans la minute pour abandonner
parse-mode = `mode` vaut `teams` ou `ffa`, pas `{ $text }`.
parse-first = `first` vaut `random` ou `challenger`, pas `{ $text }`.
parse-answer = `answer` vaut `accept` ou `decline`, pas `{ $text }`.
parse-level = `{ $text }` n'est pas un niveau : choisissez `easy`, `medium`, `hard` ou `master`.
parse-yes-no = `{ $name }` vaut `yes` ou `no`, pas `{ $text }`.
console-page-number = `page` est un numéro de page, comme `2`.
console-game-number = `game` est un numéro de partie, comme `3`.
console-unknown-channel = `{ $channel }` n'est pas un salon que je connais : nommez-en un utilisé ici, comme `#general`.
console-role-number = `reminder_role` est le numéro d'un rôle, pas `{ $text }`.
console-short-number = `short` est un nombre de captures, comme `6`, pas `{ $text }`.
console-banner = Console Focus : base { $db }, images dans { $pictures }. Tapez des lignes comme `@alice { $example }` ; `@focus` est l'ordinateur. Tapez `quit` ou `exit` pour quitter.
console-web-hint = Ajoutez `--web 127.0.0.1:8080` pour servir aussi la page web de chaque partie.
console-error = erreur : { $message }
console-clock-failed = l'horloge n'a pas pu tourner : { $error }. Rien n'est perdu et la session continue : l'horloge réessaie toutes les quelques secondes.
console-clock-disk-full = l'horloge n'a pas pu tourner : le disque de la base de données est plein. Rien n'est perdu et la session continue : l'horloge repart dès qu'il y a de la place.
console-who-first = commencez la ligne par qui l'écrit, comme `@alice /focus board`
console-not-permission = `+{ $permission }` n'est pas une permission : écrivez `+manage_messages` (annuler des parties) ou `+manage_server` (les réglages du serveur)
console-not-language = `[{ $tag }]` n'est pas une langue du bot : écrivez `[en-US]`, `[fr]`, `[it]` ou `[ja]`, comme `@{ $name }[fr] /focus help`
console-write-as-discord = écrivez la commande comme dans Discord : `@alice /focus board`
console-which-command = quelle commande ? Essayez `/focus help`
console-not-command = `/focus { $command }` n'est pas une commande : essayez `/focus help`
console-not-option = `{ $token }` n'est pas une option de `/focus { $command }` ; ses options sont : { $options }
console-no-option = `{ $token }` n'est pas une option : `/focus { $command }` n'en prend aucune.
console-option-twice = `{ $name }` est donnée deux fois : donnez chaque option une seule fois (rien n'a été fait)
console-unclosed-quote = Un guillemet { $open } n'est pas fermé : terminez la valeur par { $close }, par exemple `name:"Coupe d'automne"`.
console-went-wrong = quelque chose s'est mal passé : { $error }
console-picture-unwritten = (l'image n'a pas pu être écrite dans { $folder } : { $error })
console-private = privé
console-pings = (mentionne { $who })
console-file = fichier : { $path }
console-not-utf8 = la ligne { $number } n'est pas du texte UTF-8 valide : tapez-la de nouveau
permission-manage-messages = Gérer les messages
permission-manage-server = Gérer le serveur

## L'analyse d'une partie terminée (`/focus analyze`).
analyze-not-over = La partie { $game } est encore en cours : analysez-la une fois terminée.
analyze-aborted = La partie { $game } a été annulée par un modérateur avant d'être jouée jusqu'au bout : il n'y a rien à analyser.
analyze-queued = Analyse de la partie { $game } : { $ahead ->
    [one] une analyse passe
   *[other] { $ahead } analyses passent
} avant la vôtre, la réponse suivra ici.
analyze-head = **Analyse de la partie { $game }** (chaque tour examiné par l'ordinateur difficile ; chances de gagner sur le graphique) :
analyze-player = { $seat } { $name } a joué avec une précision de { $accuracy } : { $inaccuracies ->
    [0] aucune imprécision
    [one] une imprécision
   *[other] { $inaccuracies } imprécisions
}, { $mistakes ->
    [0] aucune erreur
    [one] une erreur
   *[other] { $mistakes } erreurs
} et { $blunders ->
    [0] aucune gaffe
    [one] une gaffe
   *[other] { $blunders } gaffes
}.
analyze-player-idle = { $seat } { $name } : précision — (aucun tour joué)
analyze-costliest = Les tours qui ont coûté le plus (la meilleure action est dessinée sur les images) :
analyze-none-costly = Aucun tour n'a rien coûté : chaque action était celle de l'ordinateur.
analyze-costly = { $rank }. Tour { $turn }, { $seat } : `{ $played }`, mieux `{ $best }` : −{ $drop } points ({ $judgement })
analyze-blunder = gaffe
analyze-mistake = erreur
analyze-inaccuracy = imprécision
analyze-small = petite perte
chart-title = Partie { $game } : chances de gagner
chart-turns = tour
chart-swings = un tour qui a coûté { $points } points ou plus
button-analyze = Analyser
cmd-analyze = Une partie terminée : qui gagnait au fil des tours, la précision de chacun, les tours coûteux.
cmd-analyze-game = Un numéro de partie (par défaut : la dernière de ce salon)
name-analyze = analyser
name-analyze-game = partie
## Saisons du classement
cmd-leaderboard-season = Le numéro d'une saison, ou all pour tous les temps (par défaut : la saison en cours)
cmd-settings-season = new : terminer la saison en cours maintenant (son classement est gardé)
cmd-settings-season_length = La durée de chaque saison (30d), ou off
cmd-settings-season_channel = Le salon où le classement final d'une saison est publié
leaderboard-bad-season = `{ $season }` n'est pas une saison : donnez un numéro de 1 à { $current } (la saison en cours), ou `all` pour tous les temps.
board-all-time = **Tous les temps** (toutes les saisons)
board-current-season = **Saison { $season }** (la saison en cours ; `season:all` pour tous les temps)
board-past-season = **Saison { $season }** (classement final)
stats-season = {"  "}Saison { $season } : **{ $rating }** ± { $deviation } · { $rank } · { $games ->
    [one] { $games } partie classée
   *[other] { $games } parties classées
}
stats-season-unrated = {"  "}Saison { $season } : pas encore de partie classée
season-not-new = `season` prend `new` (terminer la saison en cours maintenant), pas `{ $value }`.
season-bad-length = `{ $value }` n'est pas une durée de saison : écrivez-la en jours (`30d`), au moins { $shortest }, au plus 365 jours ; ou `off` pour aucun calendrier.
season-channel-no-schedule = `season_channel` est le salon du classement final des saisons à durée fixe : réglez d'abord (ou en même temps) `season_length`, par exemple `30d`.
settings-season = - Saison { $season } ; les saisons finissent quand un admin le décide (`season:new`, `season_length`).
settings-season-scheduled = - Saison { $season }, qui finit dans { $left } ; chaque saison dure { $length }, son classement final publié dans { $channel } (`season:new`, `season_length`, `season_channel`).
season-over = **La saison { $season } est terminée !** Classement final ; la saison { $next } commence, ses cotes repartent de zéro. Les cotes de tous les temps continuent (`{ $all }`).
season-over-kind = __{ $kind }__
season-over-nobody = Personne n'était classé (il faut { $needed } parties classées).
season-over-foot = Le classement de cette saison reste consultable : `{ $example }`.
season-picture-title = Saison { $season } : classement final
tournament-picture-title = { $name } : ronde { $round } sur { $rounds }
tournament-picture-title-during = { $name } : ronde { $round } sur { $rounds } en cours
tournament-picture-final = { $name } : classement final
tournament-picture-points = Points
tournament-picture-buchholz = Buchholz
tournament-picture-sb = S-B
tournament-picture-rating = Cote
tournament-mark-won = gagné
tournament-mark-part = une part des points
tournament-mark-lost = perdu
tournament-mark-bye = exempt
tournament-mark-playing = en cours
name-leaderboard-season = saison
name-settings-season = saison
name-settings-season_length = durée_saison
name-settings-season_channel = salon_saison
## /focus tournament in Discord: its names and descriptions
name-tournament = tournoi
name-tournament-create = créer
name-tournament-join = participer
name-tournament-leave = quitter
name-tournament-start = lancer
name-tournament-cancel = annuler
name-tournament-standings = classement
name-tournament-list = liste
name-tournament-create-format = format
name-tournament-create-players = joueurs
name-tournament-create-rounds = rondes
name-tournament-create-time = temps
name-tournament-create-name = nom
name-tournament-create-rated = classé
name-tournament-create-mode = mode
name-tournament-create-double = double
choice-swiss = suisse
choice-roundrobin = toutes rondes
choice-2 = 2 joueurs
choice-3 = 3 joueurs
choice-4 = 4 joueurs
name-tournament-id = numéro
## Rematch
cmd-rematch = Proposez une revanche aux joueurs de la dernière partie de ce salon (ou de la partie N).
cmd-rematch-game = Le numéro d'une partie terminée (par défaut : la dernière de ce salon)
name-rematch = revanche
name-rematch-game = partie
button-rematch = Revanche
rematch-made = { $challenger } propose à { $opponents } une revanche de la partie { $game } ({ $options }). Les places tournent : { $first } ({ $colour }) commence.
rematch-no-game = Ce salon n'a eu aucune partie dont prendre la revanche. Lancez-en une avec `{ $example }`.
rematch-no-such-game = Il n'y a pas de partie { $game } sur ce serveur : `{ $games_command }` liste les vôtres.
rematch-not-over = La partie { $game } n'est pas encore finie : sa revanche se demande une fois qu'elle est terminée.
rematch-aborted = La partie { $game } a été annulée par un modérateur : elle n'a pas de revanche. Lancez une nouvelle partie avec `{ $challenge_command }`.
rematch-not-a-player = Seuls les joueurs de la partie { $game } ({ $players }) peuvent en demander la revanche. Lancez la vôtre avec `{ $challenge_command }`.
rematch-waiting = La partie { $game } a déjà sa revanche : le défi { $challenge }, qui attend { $waiting }.
rematch-started = La revanche de la partie { $game } a déjà été jouée ou est en cours : c'est la partie { $rematch }.
console-button = Bouton [{ $label }] : `{ $example }`
web-game-title = Focus : partie { $game }
web-server-title = Focus : les parties de ce serveur
web-position-start = Le plateau au départ
web-position-after = Le plateau après le tour { $n } : { $action }
web-steps = Parcourir la partie
web-first = « Départ
web-previous = ← Précédent
web-next = Suivant →
web-last = Dernier »
web-keys = Touches : ← et → parcourent la partie, Début et Fin vont à son départ et à son dernier tour.
web-players = Joueurs
web-counts = { $board } sur le plateau, { $reserve } en réserve, { $captured } capturés
web-moves = Coups
web-start = Départ
web-record = Relevé de la partie (texte)
web-replay = Rejouer (GIF animé)
web-server-link = Toutes les parties de ce serveur
web-live = En direct : les nouveaux tours apparaissent ici dès qu'ils sont joués.
web-running = Parties en cours
web-finished = Parties terminées
web-leaderboard = Classement (2 joueurs)
web-none = Aucune pour l'instant.
web-none-here = Aucune sur cette page.
web-leaderboard-whole = Tout le classement
web-leaderboard-title = Focus : le classement de ce serveur
web-server-back = Les parties de ce serveur
web-game-line = Partie { $game } : { $players } ; { $turns } tours ; { $status }
web-status-won = { $count ->
    [one] { $names } a gagné ({ $how }).
   *[other] { $names } ont gagné ({ $how }).
}
web-view-game = Voir la partie
web-console-link = page web : { $url }
web-tournament-title = Focus : tournoi nº { $id }
web-tournaments = Tournois
web-tournament-standings = Classement
web-tournament-rank = Rang
web-tournament-player = Joueur
web-tournament-this-round = Cette ronde
web-tournament-rounds = Rondes
web-tournament-round = Ronde { $round }
web-tournament-table = Table { $board }
web-tournament-table-head = Table
web-tournament-bye = Exempt
web-tournament-players = Joueurs
web-tournament-result = Résultat
web-tournament-game = Partie
web-tournament-not-started = Le classement et les rondes paraîtront quand le tournoi commencera.
web-tournament-live = En direct : cette page se met à jour quand ses parties se terminent et que ses rondes commencent.
tournament-web-link = Le classement et les tables de chaque ronde : { $url }

## Tournaments
tournament-default-name = Tournoi { $id }
tournament-format-swiss = système suisse, { $rounds } rondes
tournament-format-swiss-auto = système suisse (le nombre de rondes est fixé au départ)
tournament-format-roundrobin = toutes rondes
tournament-format-double = toutes rondes en aller-retour
tournament-no-limit = sans limite de temps
tournament-unrated = , sans classement
tournament-signup-heading = **{ $name }**
tournament-signup-heading-named = **{ $name }** (nº { $id })
tournament-signup = { $heading } : { $format }, tables de { $players }, { $time } par tour{ $rated }.
tournament-no-entrants = Personne ne s'est encore inscrit.
tournament-entrants = Inscrits ({ $count }) : { $names }
tournament-how-to-join = Inscrivez-vous avec `{ $join }` ; son créateur le lance avec `{ $start }`.
tournament-joined = Vous êtes inscrit à { $name }. Inscrits pour l'instant : { $count }.
tournament-left = Vous avez quitté { $name }.
tournament-left-running = Vous avez quitté { $name } : votre partie en cours est abandonnée et vous ne serez plus apparié.
tournament-started = **{ $name } commence !** { $count } inscrits, { $rounds } rondes. Les tables de la ronde 1 suivent.
tournament-cancelled = { $name } est annulé. Les parties déjà commencées continuent comme des parties ordinaires.
tournament-unpaired = **{ $name } : la ronde { $round } ne peut pas être appariée.** Toute façon d'apparier les joueurs encore en lice ferait se rencontrer deux joueurs une deuxième fois. { $creator } : réessayez avec `{ $start_command }` une fois le plateau de joueurs changé (le bot réessaie aussi chaque minute), ou mettez fin au tournoi avec `{ $cancel_command }`.
tournament-unpaired-still = La ronde { $round } ne peut toujours pas être appariée : toute façon d'apparier les joueurs encore en lice ferait se rencontrer deux joueurs une deuxième fois. Réessayez une fois le plateau de joueurs changé, ou mettez fin au tournoi avec `{ $cancel_command }`.
tournament-round-under-way = Ce tournoi est en cours et sa ronde se joue encore : il n'y a rien à lancer.
tournament-round-retried = { $name } : la ronde { $round } est appariée ; ses tables suivent.
tournament-round = **{ $name } : ronde { $round } sur { $rounds }**
tournament-table = Table { $board } : { $players } dans { $channel }
tournament-bye = Exempt : { $player } (+{ $points })
tournament-table-heading = __{ $name } : ronde { $round }, table { $board }__
tournament-standings-swiss = **{ $name } : classement après la ronde { $round }** (départage : Buchholz, puis Sonneborn-Berger, puis la cote au départ)
tournament-standings-robin = **{ $name } : classement après la ronde { $round }** (départage : Sonneborn-Berger, puis la cote au départ)
tournament-standings-swiss-during = **{ $name } : classement pendant la ronde { $round }** (départage : Buchholz, puis Sonneborn-Berger, puis la cote au départ)
tournament-standings-robin-during = **{ $name } : classement pendant la ronde { $round }** (départage : Sonneborn-Berger, puis la cote au départ)
tournament-standing = { $rank }. { $player } : { $points } { $n ->
        [one] pt
       *[other] pts
    } · { $tiebreaks } · cote { $rating }{ $result }{ $left }
tournament-tiebreaks-swiss = Buchholz { $buchholz }, S-B { $sb }
tournament-tiebreaks-robin = S-B { $sb }
tournament-result = {" "}(cette ronde : +{ $points })
tournament-result-bye = {" "}(cette ronde : exempt, +{ $points })
tournament-result-playing = {" "}(cette ronde : partie en cours)
tournament-withdrew = {" "}(a abandonné le tournoi)
tournament-final = **{ $name } est terminé ! Le vainqueur est { $winner }.** Podium : { $podium }.
tournament-podium-place = { $rank }. { $player } ({ $points } { $n ->
        [one] pt
       *[other] pts
    })
tournament-list-empty = Aucun tournoi n'est ouvert sur ce serveur. Créez-en un avec `{ $create_command }`.
tournament-list-title = **Tournois ouverts**
tournament-list-line = nº { $id } { $name } : { $format }, tables de { $players }, { $count } inscrits, { $status }
tournament-status-signup = inscriptions ouvertes
tournament-status-running = ronde { $round } sur { $rounds }
tournament-status-finished = terminé
tournament-status-cancelled = annulé
tournament-none = Ce tournoi n'existe pas sur ce serveur. Voyez les tournois ouverts avec `{ $list_command }`.
tournament-which = Plusieurs tournois sont ouverts ici (nº { $ids }) : précisez lequel, par exemple `{ $example }`.
tournament-create-restricted = Sur ce serveur, seuls les membres ayant la permission Gérer les événements peuvent créer des tournois.
tournament-not-organizer = Seul le créateur du tournoi ou un membre ayant la permission Gérer les événements peut le faire.
tournament-signup-closed = Ce tournoi ne prend plus d'inscriptions.
tournament-not-running = Ce tournoi n'est pas en cours (il n'a pas commencé, ou il est fini).
tournament-already-in = Vous êtes déjà inscrit à ce tournoi.
tournament-not-in = Vous n'êtes pas inscrit à ce tournoi.
tournament-too-few = Le tournoi compte { $have } inscrits ; il lui en faut au moins { $need } pour commencer.
tournament-not-coverable = Des toutes rondes à ces tables ne placent tout le monde équitablement qu'avec exactement { $works } inscrits, et il y en a { $have }. Attendez ce nombre, ou créez plutôt un tournoi au système suisse.
tournament-bad-players = `players` vaut 2, 3 ou 4.
tournament-bad-mode = `mode` (équipes ou chacun pour soi) ne concerne que les tables de 4 joueurs.
tournament-bad-rounds-robin = `rounds` est pour le système suisse : des toutes rondes font jouer chacun contre tous une fois (`double:yes` deux fois).
tournament-bad-rounds = `rounds` est un nombre de 1 à { $most }.
tournament-bad-double = `double` est pour les toutes rondes : un tournoi suisse fixe ses rondes avec `rounds`.
tournament-bad-name = Le nom d'un tournoi fait au plus 80 caractères.
help-tournament = tournois : en créer un ici, s'y inscrire, le lancer (son créateur), voir le classement.
console-not-format = `format` vaut `swiss` ou `roundrobin`, pas `{ $text }`.
console-not-number = `{ $text }` n'est pas un nombre : écrivez-le en chiffres, comme `3`.
settings-bad-tournaments = `tournaments` vaut `anyone` (tout membre peut créer un tournoi) ou `managers` (seulement les membres ayant Gérer les événements), pas `{ $value }`.
settings-tournaments-anyone = - Tout membre peut créer des tournois (`tournaments`).
settings-tournaments-managers = - Seuls les membres ayant Gérer les événements peuvent créer des tournois (`tournaments`).
cmd-settings-tournaments = Qui peut créer des tournois : anyone (tout le monde, par défaut) ou managers (Gérer les événements)
cmd-tournament = Tournois : toutes rondes ou système suisse, menés par le bot des inscriptions au vainqueur.
cmd-tournament-create = Créer un tournoi ici ; les joueurs s'inscrivent jusqu'à son lancement.
cmd-tournament-join = S'inscrire à un tournoi ouvert.
cmd-tournament-leave = Quitter un tournoi (une fois lancé, votre partie est abandonnée).
cmd-tournament-start = Lancer un tournoi et sa première ronde : son créateur ou Gérer les événements.
cmd-tournament-cancel = Annuler un tournoi : son créateur ou Gérer les événements.
cmd-tournament-standings = Le classement d'un tournoi.
cmd-tournament-list = Les tournois ouverts sur ce serveur.
cmd-tournament-id = Le numéro du tournoi (par défaut : celui qui est ouvert ici)
cmd-tournament-create-format = swiss (les joueurs à égalité de points se rencontrent) ou roundrobin (chacun contre tous)
cmd-tournament-create-players = Joueurs par table : 2 (par défaut), 3 ou 4
cmd-tournament-create-rounds = Système suisse : combien de rondes (par défaut : assez pour départager la tête)
cmd-tournament-create-time = Temps pour chaque tour (par défaut : celui du serveur)
cmd-tournament-create-name = Le nom du tournoi
cmd-tournament-create-rated = Si ses parties comptent pour le classement (oui par défaut)
cmd-tournament-create-mode = Tables de 4 : ffa (par défaut) ou teams
cmd-tournament-create-double = Toutes rondes : affronter chacun deux fois, places échangées
cmd-tournament-create-max_players = Le nombre maximal de joueurs (par défaut : pas de limite sauf les 1 000 du bot)
name-tournament-create-max_players = joueurs_max
cmd-tournament-standings-page = Quelle page d'un grand tournoi (1 par défaut : la tête, et votre ligne)
name-tournament-standings-page = page
tournament-entrants-capped = Inscrits ({ $count }/{ $cap } joueurs) : { $names }
tournament-entrants-more = et { $count } autres
tournament-full = Ce tournoi est complet : { $cap } joueurs sur { $cap } sont inscrits, vous ne pouvez donc pas y participer. Voyez les autres tournois ouverts avec `{ $list_command }`.
tournament-bad-max-players = `max_players` est un nombre de { $fewest } à { $most } (le nombre maximal de joueurs du tournoi).
tournament-standings-page = Page { $page } sur { $pages } ({ $count } inscrits) : voyez-en une autre avec `{ $command }`.
tournament-bad-page = Il n'y a pas de page { $page } : ce classement a { $pages ->
    [one] { $pages } page
   *[other] { $pages } pages
    }. `page` est un nombre de 1 à { $pages }.
tournament-picture-page = { $title } (page { $page } sur { $pages })
name-settings-tournaments = tournois
choice-anyone = tout le monde
choice-managers = gestionnaires d'événements
## Takeback

cmd-takeback = Demandez à reprendre votre dernier tour, ou acceptez la reprise demandée par un autre joueur.
name-takeback = reprendre
cmd-settings-takeback = Reprises d'un commun accord : casual (parties amicales seulement), all, ou off
name-settings-takeback = reprises
choice-casual = parties amicales seulement
choice-all = toutes les parties
button-take-back = Reprendre
button-accept-takeback = Accepter la reprise
button-decline-takeback = Refuser
name-takeback-answer = réponse
cmd-takeback-answer = Répondez à la reprise demandée par un autre joueur : accepter ou refuser
name-draw-answer = réponse
cmd-draw-answer = Répondez à la nulle proposée par un autre joueur : accepter ou refuser
choice-accept = accepter
choice-decline = refuser
takeback-asked = { $seat } demande à reprendre son dernier tour. { $others } : acceptez avec `{ $takeback_command }` ou refusez avec `{ $decline_command }` (ou avec les boutons) ; tout tour joué avant annule la demande.
takeback-agreed = { $seat } accepte la reprise. On attend encore { $others }.
takeback-declined = { $seat } refuse la reprise : le tour est maintenu, la partie continue.
takeback-done = Tout le monde est d'accord : le tour { $turn } de { $seat } est repris, et c'est de nouveau à ce joueur de jouer.
takeback-lapsed = La demande de reprise est caduque.
takeback-tournament = Pas de reprise dans une partie de tournoi : chaque tour joué compte.
takeback-rated = Ce serveur n'autorise les reprises que dans les parties amicales, et celle-ci est classée : le tour est maintenu.
takeback-off = Ce serveur n'autorise pas les reprises : le tour est maintenu.
takeback-not-last = Vous ne pouvez reprendre que votre propre tour, tant qu'il est le dernier joué.
takeback-asked-already = Une reprise de ce tour a déjà été demandée : on ne peut la demander qu'une fois par tour.
takeback-no-request = Il n'y a plus de demande de reprise à laquelle répondre (elle a reçu sa réponse, ou un tour a été joué depuis) : rien n'a changé.
takeback-agreed-already = Vous avez déjà accepté cette reprise : elle aura lieu dès que tous les autres joueurs encore en jeu l'auront acceptée aussi.
takeback-not-yours = Cette demande de reprise s'adresse aux autres joueurs encore en jeu : rien n'a changé.
takeback-moved-on = Trop tard : un tour a été joué depuis la demande de reprise, elle est donc caduque et rien n'a été repris.
history-takebacks = { $n ->
    [one] Un tour a été repris d'un commun accord ; il n'apparaît pas dans la liste.
   *[other] { $n } tours ont été repris d'un commun accord ; ils n'apparaissent pas dans la liste.
}
rematch-tournament = La partie { $game } était une partie de tournoi : le tournoi organise lui-même ses parties, il n'y a donc pas de revanche.
settings-bad-takeback = `takeback` vaut `casual` (parties amicales seulement), `all` (parties classées aussi) ou `off`, pas `{ $takeback }`.
settings-takeback-casual = - Reprises d'un commun accord dans les parties amicales seulement (`takeback`).
settings-takeback-all = - Reprises d'un commun accord dans toutes les parties, sauf celles des tournois (`takeback`).
settings-takeback-off = - Pas de reprises (`takeback`).
console-takeback-button = Bouton [{ $button }] (pour son joueur seulement, tant que c'est le dernier tour) : `{ $example }`
console-takeback-request = Bouton [{ $accept }] : `{ $example }`
button-play-on-board = Jouer sur le plateau
web-signin-title = Focus : connexion
web-signin-link = Se connecter avec Discord
web-signin-bad-state = Cette connexion n'a pas commencé ici, ou elle a pris trop de temps. Connectez-vous à nouveau.
web-signin-refused = Discord n'a pas confirmé votre connexion. Connectez-vous à nouveau.
web-signin-unavailable = Discord n'a pas pu être joint pour confirmer votre connexion. Réessayez dans un instant.
web-signin-busy = Trop de personnes se connectent en ce moment. Réessayez dans quelques secondes.
web-signin-bad-next = Cette adresse de connexion n'est pas valide : elle ne peut mener qu'à une page de ce site.
web-signed-in = Vous êtes connecté avec Discord (utilisateur { $user }).
web-signed-out = Vous êtes déconnecté.
web-not-signed-in = Vous n'êtes pas connecté.
web-play-link-forged = Ce lien « Jouer sur le plateau » n'est pas valide. Cliquez sur Jouer sous la partie dans Discord pour en avoir un nouveau.
web-play-link-expired = Ce lien « Jouer sur le plateau » a expiré. Cliquez sur Jouer sous la partie dans Discord pour en avoir un nouveau.
web-play-link-used = Ce lien « Jouer sur le plateau » a déjà servi. Cliquez sur Jouer sous la partie dans Discord pour en avoir un nouveau.

## Le plateau où l'on joue (la page d'une partie, pour un joueur connecté)
web-play-heading = Votre place
web-play-start = Partie { $game }, à vous ({ $colour }) : cliquez sur une pile à déplacer.
web-play-start-reserve = Partie { $game }, à vous ({ $colour }) : cliquez sur une pile à déplacer, ou sur votre réserve.
web-play-swap = Partie { $game }, à vous ({ $colour }) : cette partie s'ouvre par un échange. Cliquez sur un de vos pions isolés.
web-play-first-placement = Partie { $game }, à vous ({ $colour }) : posez d'abord votre pion de réserve : cliquez sur une case vide.
web-play-places = Partie { $game }, à vous ({ $colour }) : cliquez sur la case où poser votre pion de réserve.
web-play-reserve-squares = Cliquez sur la case où poser votre pion de réserve.
web-play-cancel = Choisir à nouveau
web-play-resign = Abandonner
web-play-resign-ask = Abandonner la partie { $game } ? { $what } C'est définitif.
web-play-draw-offer = Proposer la nulle
web-play-draw-accept = Accepter la nulle
web-play-sending = Envoi…
web-play-failed = Rien n'a été envoyé : le bot n'a pas pu être joint. Réessayez.
web-play-stale = La partie a avancé avant que votre choix n'arrive : rien n'a changé. Le plateau montre maintenant le dernier tour ; choisissez à nouveau.
web-play-resigned = Vous avez abandonné la partie { $game }.
web-play-draw-sent = Votre proposition de nulle dans la partie { $game } est publiée dans son salon.
web-play-keys = Touches : Tab passe d'une case à l'autre parmi celles que vous pouvez choisir, Entrée ou Espace choisit, Échap permet de choisir à nouveau.
web-play-bad-request = La page a envoyé quelque chose que le bot ne sait pas lire : rien n'a changé. Rechargez la page et choisissez à nouveau.
web-play-signed-out = Vous n'êtes pas connecté (ou votre session a pris fin) : rien n'a changé. Reconnectez-vous pour jouer depuis cette page.
web-play-sign-in = Vous jouez cette partie ? Connectez-vous avec Discord pour jouer votre place sur ce plateau.

## L'activité (le plateau dans Discord)
activity-title = Focus
activity-starting = Démarrage…
activity-outside = Ceci est l'activité de focus-bot : lancez-la dans Discord, depuis le salon où se joue votre partie (le bouton Activités, puis Focus).
activity-connecting = Connexion à Discord…
activity-signing-in = Connexion avec Discord…
activity-opening = Ouverture de la partie de ce salon…
activity-failed = Quelque chose s'est mal passé : fermez l'activité et relancez-la.
activity-bad-request = L'activité a envoyé quelque chose que le bot ne sait pas lire : fermez-la et relancez-la.
activity-refused = Discord n'a pas confirmé votre connexion : fermez l'activité et relancez-la.
activity-busy = Beaucoup de personnes se connectent en ce moment : nouvel essai dans quelques secondes…
activity-signed-out = Vous n'êtes pas connecté (ou votre session a pris fin) : fermez l'activité et relancez-la.
activity-no-channel = L'activité n'a pas indiqué son salon : fermez-la et relancez-la depuis un salon de votre serveur.
activity-no-game = Aucune partie ici que vous puissiez ouvrir. Lancez-en une dans ce salon avec { $example }, puis rouvrez l'activité.
activity-pages-off = Ce serveur a désactivé les pages web des parties : l'activité ne peut pas afficher la partie. Un gestionnaire du serveur peut les activer avec { $example }.

# focus-bot in italiano.
#
# Glossario (le parole del regolamento italiano di Focus, sempre le stesse):
#   stack      pila: i pezzi su una casella; appartiene al colore in cima
#   piece      pezzo
#   reserve    riserva: pezzi tenuti fuori dal tavoliere, messi in gioco con /focus reserve
#   captured   pezzi catturati: pezzi avversari tolti dal fondo di una pila
#   move       muovere (una mossa): i k pezzi in cima a una pila, di esattamente k caselle
#   place      mettere in gioco un pezzo della riserva
#   swap       l'apertura con scambio (2 giocatori)
#   short      partita corta (vince chi cattura N pezzi)
#   seat       colore: Rosso, Verde, Blu, Giallo
# La notazione (c3-f3:3, r:e5, s:c3-d3) e i nomi dei comandi da digitare (/focus move) non si
# traducono.

## Parole

colour-red = Rosso
colour-green = Verde
colour-blue = Blu
colour-yellow = Giallo
list-separator = {", "}
list-last = { $init } e { $last }
clause-separator = {", "}
clause-last = { $init } e { $last }
sentence-gap = {" "}
someone = qualcuno
unit-days = { $n ->
    [one] { $n } giorno
   *[other] { $n } giorni
}
unit-hours = { $n ->
    [one] { $n } ora
   *[other] { $n } ore
}
unit-minutes = { $n ->
    [one] { $n } minuto
   *[other] { $n } minuti
}
duration-pair = { $big } e { $small }
duration-under-minute = meno di un minuto
ago-now = proprio ora
ago-minutes = { $n ->
    [one] { $n } minuto fa
   *[other] { $n } minuti fa
}
ago-hours = { $n ->
    [one] { $n } ora fa
   *[other] { $n } ore fa
}
ago-yesterday = ieri
ago-days = { $n ->
    [one] { $n } giorno fa
   *[other] { $n } giorni fa
}
ago-weeks = { $n ->
    [one] { $n } settimana fa
   *[other] { $n } settimane fa
}
ago-months = { $n ->
    [one] { $n } mese fa
   *[other] { $n } mesi fa
}
ago-years = { $n ->
    [one] { $n } anno fa
   *[other] { $n } anni fa
}
turns-count = { $n ->
    [one] { $n } turno
   *[other] { $n } turni
}
pieces = { $n ->
    [0] nessun pezzo
    [one] un pezzo
   *[other] { $n } pezzi
}
pieces-of = { $n ->
    [0] nessun pezzo del { $colour }
    [one] un pezzo del { $colour }
   *[other] { $n } pezzi del { $colour }
}
seat-label = { $name } ({ $colour })
players-count = { $n } giocatori
opt-teams = a squadre
opt-ffa = tutti contro tutti
opt-short = partita corta a { $n }
opt-swap = apertura con scambio
opt-per-turn = { $time } per turno
opt-no-limit = senza limite di tempo
opt-unrated = {", "}amichevole

## Rifiuti ed errori

# The friend a command example challenges (`/focus challenge opponent:@friend`).
example-friend = @amico
no-game = Non c'è nessuna partita in corso in questo canale. Iniziane una con `{ $example }`.
moved-on = La partita è andata avanti nel frattempo; guarda di nuovo il tavoliere con `{ $board_command }`.
not-started = La partita non è ancora iniziata: la sfida di { $challenger } aspetta che { $waiting } accetti con `{ $accept_command }` (o rifiuti con `{ $decline_command }`).
game-corrupt = La partita { $game } non si può più rileggere dal database del bot (la sua registrazione è danneggiata): è stata chiusa e non conta per nessuno. Iniziane una nuova con `{ $example }`.
disk-full = Non sono riuscito a salvare: il disco del bot è pieno. Non è cambiato nulla; riprova tra poco, e avvisa gli amministratori del server se continua.
busy = La partita è occupata, riprova tra poco: non è cambiato nulla.
not-a-player = Non giochi in questa partita (giocano { $players }). Iniziane una tua in un thread con `{ $challenge_command }`.
already-over = Questa partita è già finita.
not-your-turn = Non è il tuo turno: è il turno di { $name } ({ $colour }).
not-legal = `{ $action }` non è consentita: { $reason }.

## Un turno raccontato al canale

act-move = { $who } ha mosso { $pieces } da { $from } { $to ->
    [a1] ad
    [a2] ad
    [a3] ad
    [a4] ad
    [a5] ad
    [a6] ad
    [a7] ad
    [a8] ad
   *[other] a
} { $to }
act-place = { $who } ha messo un pezzo della riserva su { $square }
act-swap = { $who } ha scambiato il suo pezzo su { $mine } con { $piece } su { $theirs }
act-swap-piece = quello dell'avversario
act-captured = ha catturato { $pieces }
act-kept = ha messo { $pieces } nella riserva
act-gave = ha dato { $pieces } alla riserva del { $colour }
act-alone = { $action }.
act-one = { $action } e { $part }.
act-many = { $action }, { $parts }.
draw-withdrawn = La proposta di patta è ritirata.
seat-out = { $seat } non può più muovere ed è fuori dalla partita.
seat-skipped = { $seat } non può muovere: salta il turno finché non potrà.
seat-back = { $seat } può di nuovo muovere e rientra in gioco.
repetition-warning = Questa posizione si è ripetuta due volte: alla terza la partita finisce e vince { $seat }.
computer-next = Il computer gioca il { $colour }: sta pensando…
your-turn = { $mention } ({ $colour }), tocca a te.
your-turn-limit = { $mention } ({ $colour }), tocca a te — hai { $time }.
hint-first-placement = Prima metti il tuo pezzo della riserva su una casella vuota, per esempio `{ $example }`.
hint-swap = Questa partita si apre con uno scambio: scambia uno dei tuoi pezzi singoli con uno dell'avversario, per esempio `{ $example }`.
over-draw = **Partita finita: patta**, concordata da tutti i giocatori.
over-aborted = **Partita finita: annullata** da un moderatore, senza risultato per nessuno.
over-wins = **Partita finita.** { $count ->
    [one] { $names } vince{ $why }.
   *[other] { $names } vincono{ $why }.
}
why-no-moves = : nessun altro può muovere
why-repetition = : la stessa posizione si è presentata per la terza volta, e la ripetizione premia il primo giocatore
why-short-team = : le catture della squadra hanno raggiunto l'obiettivo della partita corta, { $n }
why-short = : le sue catture hanno raggiunto l'obiettivo della partita corta, { $n }
why-time = : gli altri hanno esaurito il tempo
result-draw = patta
result-aborted = annullata
result-wins = { $count ->
    [one] { $colours } vince ({ $how })
   *[other] { $colours } vincono ({ $how })
}
how-no-moves = nessuna mossa
how-repetition = ripetizione
how-short = partita corta
how-resign = abbandono
how-time = tempo

## Mosse, pezzi dalla riserva, scambi

which-move = Quale mossa? Indicala, per esempio `{ $example }` (i 3 pezzi in cima a c3 fino a f3): inizia a scrivere e ti verranno proposte le mosse consentite.
not-a-move = Non è una mossa: { $reason }.
which-square = Quale casella? Indica la casella per il tuo pezzo della riserva, per esempio `{ $example }`.
not-a-place = Non è una casella dove mettere un pezzo: { $reason }.
swap-missing-both = mancano entrambe le caselle
swap-missing-mine = manca la tua casella (`mine`)
swap-missing-theirs = manca la casella dell'avversario (`theirs`)
swap-missing = Uno scambio indica due caselle, e { $missing }: uno dei tuoi pezzi singoli, poi uno dell'avversario, per esempio `{ $example }`.
swap-unreadable = Questo scambio non si capisce: { $reason }.

## Abbandono e patta

keep-playing = Continui a giocare: non è cambiato nulla.
resign-other-game = Quella partita è finita: non è cambiato nulla. Guarda il canale per la partita attuale.
cannot-resign = Non puoi abbandonare: { $reason }.
resign-ask = Abbandonare la partita { $game }? { $what } Non si può annullare. Conferma con il pulsante Abbandona, o ripeti `{ $resign_command }` entro un minuto.
resign-team-loses = Abbandoni per la tua squadra ({ $partner } e te): vincono { $winners }.
resign-loses = { $count ->
    [one] Vince { $winners }.
   *[other] Vincono { $winners }.
}
resign-leaves = Lasci la partita per sempre; gli altri continuano.
resigned-team = { $seat } abbandona, anche per la squadra con { $partner }.
resigned = { $seat } abbandona.
resigned-out = { $seat } abbandona ed è fuori dalla partita.
draw-out = Sei fuori da questa partita, quindi non puoi proporre la patta.
draw-computer = Il computer non accetta patte: continua a giocare, o abbandona con `{ $resign_command }`.
draw-already = Hai già proposto la patta: è concordata quando anche tutti gli altri giocatori ancora in gioco la propongono.
draw-refused = Niente patta: { $reason }.
draw-accepted = { $seat } accetta la patta.
draw-offered = { $seat } propone la patta. { $others }: per accettare, `{ $draw_command }`; per rifiutare, `{ $decline_command }`; qualsiasi mossa ritira la proposta.

## Sfide

challenge-count = Sfida da 1 a 3 avversari: Focus si gioca in 2, 3 o 4.
challenge-self = Non puoi sfidare te stesso: indica qualcun altro, o sfida me per giocare contro il computer.
challenge-bot = { $name } è un bot e non può giocare. Sfida me invece, per giocare contro il computer.
challenge-twice = Hai indicato { $name } due volte: ogni giocatore occupa un solo posto.
challenge-mode = `mode` sceglie tra squadre e tutti contro tutti, che esistono solo in 4: toglilo per una partita a { $count }, o indica 3 avversari.
challenge-level = `level` regola la forza del computer, che non gioca in questa partita: toglilo, o indica me come avversario per giocare contro il computer.
challenge-setup = Questa partita non si può preparare: { $reason }.
challenge-race = Qualcun altro ha appena iniziato qualcosa qui: riprova.
challenge-made = { $challenger } sfida { $opponents } a una partita di Focus ({ $options }; { $first }).
first-random = posti sorteggiati
first-challenger = inizia chi sfida
challenge-teams = Squadre: { $a } e { $b } contro { $c } e { $d }.
challenge-partners-by-lot = I compagni di squadra si sorteggiano all'inizio della partita.
challenge-answer = { $waiting }: per accettare, `{ $accept_command }`; per rifiutare, `{ $decline_command }`. La sfida scade tra 24 ore.
channel-has-game = Questo canale ha già una partita in corso: una partita alla volta per canale. Apri un thread qui e lancia la sfida lì: ogni thread ha la sua partita.
already-challenged = Hai già sfidato { $names } qui (sfida { $id }), ed è ancora aperta: aspetta una risposta, o ritirala con `{ $cancel_command }` e sfida di nuovo.
already-accepted = Hai già accettato la sfida di { $challenger } qui: la partita inizia quando { $count ->
    [one] accetta anche { $names }
   *[other] accettano anche { $names }
}.
challenged-you = { $challenger } ti ha sfidato qui: accetta con `{ $accept_command }` o rifiuta con `{ $decline_command }`.
channel-has-challenge = Questo canale ha già una sfida aperta di { $challenger }: aspetta che riceva risposta, o apri un thread e lancia la sfida lì.
challenge-not-open = Quella sfida non è più aperta: guarda di nuovo il canale.
no-such-challenge-open-one = Non c'è nessuna sfida { $id } in questo canale. Quella aperta qui è la sfida { $open } di { $challenger }: ometti il numero per rispondere.
no-such-challenge = Non c'è nessuna sfida { $id } in questo canale, e nessuna aperta. Iniziane una con `{ $example }`.
no-open-challenge = Non c'è nessuna sfida aperta in questo canale. Iniziane una con `{ $example }`.
challenge-was-expired-unanswered = Quella sfida è già scaduta: nessuno ha risposto entro 24 ore.
challenge-was-accepted = Quella sfida è già stata accettata.
challenge-was-declined = Quella sfida è già stata rifiutata.
challenge-was-cancelled = Quella sfida è già stata ritirata.
challenge-was-expired = Quella sfida è già scaduta.
challenge-yours = Questa sfida è tua: aspetta che gli altri accettino.
challenge-not-for-you = Questo invito non è per te.
challenge-already-accepted = Hai già accettato: la partita inizia quando avranno accettato tutti gli invitati.
challenge-superseded = Nel frattempo è iniziata una partita in questo canale, quindi questa sfida è ritirata. Apri un thread e lancia la sfida lì.
challenge-accepted = { $name } accetta. Si aspetta { $waiting }.
game-on = **La partita comincia!** { $options }.
game-on-seat = { $colour }: { $player }
game-on-teams = Squadre: { $a } contro { $b }.
challenge-yours-decline = Questa sfida è tua: ritirala con `{ $cancel_command }`.
challenge-declined = { $name } rifiuta la sfida di { $challenger }.
challenge-cancel-not-yours = Solo { $challenger }, che ha lanciato questa sfida, può ritirarla.
challenge-cancelled = { $name } ritira la sfida.
challenge-expired = La sfida di { $challenger } è scaduta: nessuno ha risposto entro 24 ore.
time-limit-bad = `{ $text }` non è un limite di tempo: scrivi un numero e un'unità (`d` giorni, `h` ore, `m` minuti), come `3d`, `12h`, `1d12h` o `30m`, da 1 minuto a 365 giorni; oppure `none` per nessun limite.
time-limit-range = Un limite di tempo per turno va da 1 minuto a 365 giorni, oppure `none`.
computer-name = Computer ({ $level })
level-easy = facile
level-medium = medio
level-hard = difficile
level-master = maestro

## Il tavoliere

board-finished = finita dopo { $turns }
board-no-turn = nessun turno giocato
board-after-turn = dopo il turno { $n }
board-head = Partita { $game } ({ $options }), { $when }.
board-seat = { $colour }: { $player } — { $board } sul tavoliere, { $reserve } in riserva, { $captured } catturati
board-seat-out = { $colour }: { $player } — { $board } sul tavoliere, { $reserve } in riserva, { $captured } catturati (fuori)
board-computer = Il computer gioca il { $colour }: sta pensando…
board-turn = È il turno di { $name } ({ $colour }).
board-turn-left = È il turno di { $name } ({ $colour }), restano { $time }.
board-new-game = Inizia una nuova partita con `{ $challenge_command }`.

## Il tempo e il computer

timed-out-forfeits = { $seat } ha esaurito il tempo e perde la partita.
timed-out-out = { $seat } ha esaurito il tempo ed è fuori dalla partita.
reminder-forfeit = { $mention } ({ $colour }), tocca a te nella partita { $game }: restano { $time }, poi perdi la partita.
reminder-out = { $mention } ({ $colour }), tocca a te nella partita { $game }: restano { $time }, poi sei fuori dalla partita.
computer-alone = In questa partita è rimasto solo il computer, quindi finisce qui.

## I motivi del regolamento e della notazione

illegal-game-over = la partita è finita
illegal-off-board = { $square } è un angolo tagliato, fuori dal tavoliere
illegal-empty = { $square } è vuota: muovi una pila con il tuo colore in cima
illegal-not-yours = { $square } è del { $owner }: puoi muovere solo pile con il tuo colore ({ $you }) in cima
illegal-too-few = { $height ->
    [one] { $square } è alta solo 1, quindi può muoversi al massimo 1 pezzo
   *[other] { $square } è alta solo { $height }, quindi possono muoversi al massimo { $height } pezzi
}
illegal-not-straight = { $from }-{ $to } non è una linea retta: muovi lungo una riga o una colonna
illegal-nowhere = { $square }-{ $square } non porta da nessuna parte: una mossa deve arrivare su un'altra casella
illegal-count = { $distance ->
    [one] `:{ $count }` non corrisponde alla distanza di 1 casella: k pezzi si muovono di esattamente k caselle
   *[other] `:{ $count }` non corrisponde alla distanza di { $distance } caselle: k pezzi si muovono di esattamente k caselle
}
illegal-no-reserve = non hai pezzi nella riserva
illegal-first-placement = al tuo primo turno devi mettere il pezzo della riserva su una casella vuota, per esempio `r:{ $example }`
illegal-first-placement-taken = al tuo primo turno devi mettere il pezzo della riserva su una casella vuota ({ $taken } è occupata), per esempio `r:{ $example }`
illegal-swap-required = questa partita si apre con uno scambio: scambia uno dei tuoi pezzi singoli con uno del { $opponent }, per esempio `{ $example }`
illegal-no-swap = gli scambi si giocano solo nell'apertura con scambio
illegal-bad-swap-square = uno scambio indica prima uno dei tuoi pezzi singoli, poi uno del { $opponent }, per esempio `{ $example }`: { $square } non lo è
illegal-symmetric = questo scambio renderebbe di nuovo simmetrico il tavoliere ({ $symmetry }), cosa che l'apertura con scambio vieta: scegline un altro
symmetry-column = speculare dal lato a al lato h
symmetry-row = speculare dalla riga 1 alla riga 8 con i colori scambiati
symmetry-half-turn = uguale dopo mezzo giro con i colori scambiati
illegal-no-seat = non c'è il giocatore { $n } in questa partita
illegal-already-out = il { $colour } è già fuori dalla partita
parse-empty = scrivi un'azione, come `c3-f3:3`, `r:e5` o `s:c3-d3`
parse-bad-square = `{ $text }` non è una casella: scrivi una colonna a–h e una riga 1–8, come `c3`
parse-bad-count = `:{ $text }` non è un numero di pezzi: scrivi quanti pezzi si muovono, da 1 a 5, come `c3-f3:3`
parse-unrecognised = `{ $text }` non è un'azione: scrivi una mossa come `c3-f3:3`, un pezzo dalla riserva come `r:e5` o uno scambio come `s:c3-d3`
config-players = Focus si gioca in 2, 3 o 4, non in { $n }
config-swap-two = l'apertura con scambio è solo per partite a 2
config-short-zero = la partita corta richiede almeno 1 pezzo da catturare
config-short-unreachable = nessuno può catturare { $target } pezzi: in questa partita ci sono solo { $enemies } pezzi avversari, quindi scegli un obiettivo da 1 a { $enemies }

## /focus rules

rules-text = **Come si gioca a Focus**
    - Il tavoliere è di 8×8 caselle, senza tre caselle in ogni angolo. Ogni pezzo comincia da solo: una pila di uno.
    - Una pila appartiene a chi ha il colore in cima. Nel tuo turno **muovi** una pila o **metti** un pezzo dalla riserva.
    - **Muovere**: prendi i k pezzi in cima a una tua pila (k da 1 alla sua altezza) e spostali di esattamente k caselle in alto, in basso, a sinistra o a destra, su qualsiasi casella. Si scrive `c3-f3:3`.
    - **Mettere**: metti un pezzo della tua riserva in cima a qualsiasi casella. Si scrive `r:e5`.
    - Una pila più alta di 5 perde pezzi dal fondo: i tuoi vanno nella tua riserva (quelli del compagno nella sua, a squadre); quelli degli altri sono pezzi catturati.
    - Se non hai pile né riserva non puoi muovere: in 2 perdi; in 3 sei fuori per sempre quando arriva il tuo turno; in 4 salti il turno finché non potrai di nuovo. Vince l'ultimo giocatore (o squadra) ancora in grado di muovere.
    - Opzioni: `short` N (vince chi cattura N pezzi), `swap` (in 2 si apre scambiando un pezzo singolo a testa; il secondo scambio non può lasciare il tavoliere simmetrico, com'era all'inizio).
    - La stessa posizione a 2 giocatori per tre volte termina la partita: vince il primo giocatore.
rules-picture = Nell'immagine: la pila di due pezzi del Rosso in d2 si è spostata di due caselle verso il basso, sul pezzo del Verde in d4 (`d2-d4:2`); in cima c'è il Rosso, quindi la pila di tre è del Rosso.
web-rules-title = Come si gioca a Focus

## /focus help

help-head = **Focus** — il gioco di pile di Sid Sackson, proprio qui.
help-options = Opzioni di una sfida: { $options }. Un limite di tempo si scrive come `30m`, `12h`, `3d` o `none`.
help-foot = Una partita per canale: apri un thread per giocarne un'altra.

## Commands and options: descriptions (cmd-*) and names (name-*)

cmd-focus = Gioca a Focus di Sid Sackson con gli amici in questo canale.
cmd-challenge = Sfida da 1 a 3 giocatori a una partita qui (sfida me per giocare contro il computer).
cmd-accept = Accetta la sfida che ti è stata lanciata in questo canale.
cmd-decline = Rifiuta la sfida che ti è stata lanciata in questo canale.
cmd-cancel = Ritira la tua sfida in questo canale.
cmd-move = Muovi una pila: c3-f3:3 sposta i 3 pezzi in cima a c3 di tre caselle, fino a f3.
cmd-reserve = Metti un pezzo della tua riserva su una casella, come e5.
cmd-swap = L'apertura con scambio: scambia un tuo pezzo con uno dell'avversario.
cmd-board = Il tavoliere e a chi tocca, o come è finita l'ultima partita.
cmd-resign = Abbandona la partita di questo canale.
cmd-draw = Proponi la patta, o accetta quella proposta dagli altri.
cmd-history = Le mosse della partita di questo canale (o della partita N) e il suo file.
cmd-replay = Un'animazione della partita di questo canale (o della partita N).
cmd-games = Le tue partite in questo server.
cmd-stats = Punteggio, posizione e risultati in questo server: i tuoi o di un altro giocatore.
cmd-leaderboard = I migliori giocatori del server.
cmd-rules = Come si gioca a Focus.
cmd-help = I comandi, in breve.
cmd-abort = Chiudi la partita di questo canale (o la sua sfida aperta) senza risultato: per i moderatori.
cmd-settings = Le impostazioni del server (senza opzioni: mostrale): per gli amministratori.
cmd-notify = Come sapere che tocca a te, in ogni partita (senza scelta: mostra l'impostazione).
cmd-challenge-opponent = Chi sfidi
cmd-challenge-opponent2 = Un secondo avversario (3 o 4 giocatori)
cmd-challenge-opponent3 = Un terzo avversario (4 giocatori)
cmd-challenge-mode = 4 giocatori: teams (a squadre, predefinito) o ffa (tutti contro tutti)
cmd-challenge-short = Partita corta: vince chi cattura questo numero di pezzi avversari
cmd-challenge-swap = 2 giocatori: apri scambiando pezzi
cmd-challenge-time = Tempo per ogni turno (predefinito 3 giorni)
cmd-challenge-first = Chi inizia: random (a sorte, predefinito) o challenger
cmd-challenge-level = Il livello del computer, quando sfidi me
cmd-challenge-rated = Se la partita è valutata: conta per il punteggio (predefinito sì)
cmd-accept-challenge = Il numero della sfida (predefinito: quella di questo canale)
cmd-decline-challenge = Il numero della sfida (predefinito: quella di questo canale)
cmd-cancel-challenge = Il numero della sfida (predefinito: quella di questo canale)
cmd-move-move = La mossa, come c3-f3:3 (partenza-arrivo:pezzi)
cmd-reserve-square = La casella, come e5
cmd-swap-mine = La casella del tuo pezzo, come c3
cmd-swap-theirs = La casella del pezzo avversario, come d3
cmd-history-game = Il numero di una partita (predefinito: l'ultima di questo canale)
cmd-replay-game = Il numero di una partita (predefinito: l'ultima di questo canale)
cmd-stats-player = Di chi (predefinito: tue)
cmd-leaderboard-kind = 2p (partite a 2, predefinito) o multi (a 3 e 4)
cmd-leaderboard-page = Quale pagina (predefinito 1)
cmd-abort-game = Il numero di una partita in corso (predefinito: quella di questo canale)
cmd-abort-challenge = Chiudi invece la sfida aperta di questo canale
cmd-settings-time = Tempo predefinito per turno: 3d, 12h, 30m, none o default
cmd-settings-language = La lingua dei messaggi pubblici del bot
cmd-settings-allow_channel = Consenti partite in questo canale (poi solo in quelli elencati)
cmd-settings-remove_channel = Togli questo canale dall'elenco
cmd-settings-any_channel = Consenti di nuovo le partite in ogni canale
cmd-settings-board = Se /focus board risponde in pubblico o solo a chi lo chiede
cmd-settings-reminder_role = Un ruolo da menzionare nei promemoria di turno
cmd-settings-no_reminder_role = Non menzionare ruoli nei promemoria
cmd-settings-web = Pagine web delle partite: on (link nei messaggi), off, o public (senza link)
cmd-notify-mode = canale (menzione, predefinito), messaggio diretto (anche) o disattivato (nessuna menzione)

name-focus = focus
name-challenge = sfida
name-accept = accetta
name-decline = rifiuta
name-cancel = ritira
name-move = muovi
name-reserve = riserva
name-swap = scambia
name-board = tavoliere
name-resign = abbandona
name-draw = patta
name-history = storico
name-replay = rivedi
name-games = partite
name-stats = statistiche
name-leaderboard = classifica
name-rules = regole
name-help = aiuto
name-abort = annulla
name-settings = impostazioni
name-notify = avvisi
name-challenge-opponent = avversario
name-challenge-opponent2 = avversario2
name-challenge-opponent3 = avversario3
name-challenge-mode = modalità
name-challenge-short = corta
name-challenge-swap = scambio
name-challenge-time = tempo
name-challenge-first = primo
name-challenge-level = livello
name-challenge-rated = valutata
name-accept-challenge = sfida
name-decline-challenge = sfida
name-cancel-challenge = sfida
name-move-move = mossa
name-reserve-square = casella
name-swap-mine = mia
name-swap-theirs = sua
name-history-game = partita
name-replay-game = partita
name-stats-player = giocatore
name-leaderboard-kind = tipo
name-leaderboard-page = pagina
name-abort-game = partita
name-abort-challenge = sfida
name-settings-time = tempo
name-settings-language = lingua
name-settings-allow_channel = consenti_canale
name-settings-remove_channel = togli_canale
name-settings-any_channel = ogni_canale
name-settings-board = tavoliere
name-settings-reminder_role = ruolo_promemoria
name-settings-no_reminder_role = nessun_ruolo
name-settings-web = web
name-notify-mode = modo

## Choices

choice-teams = a squadre
choice-ffa = tutti contro tutti
choice-random = a sorte
choice-challenger = chi sfida
choice-easy = facile
choice-medium = medio
choice-hard = difficile
choice-master = maestro
choice-2p = 2 giocatori
choice-multi = 3 e 4 giocatori
choice-public = pubblico
choice-private = privato
choice-channel = canale
choice-dm = messaggio diretto
choice-off = disattivato
choice-on = attivato
choice-10m = 10 minuti
choice-1h = 1 ora
choice-12h = 12 ore
choice-1d = 1 giorno
choice-3d = 3 giorni
choice-7d = 7 giorni
choice-none = senza limite

## Punteggi, statistiche e classifica

kind-2p = a 2 giocatori
kind-multi = a più giocatori
ratings-too-short = Punteggi invariati: la partita è finita prima che ogni giocatore avesse il suo turno.
ratings-unrated = Partita amichevole: i punteggi non cambiano.
ratings-head = Punteggi ({ $kind }):
leaderboard-line = { $rank }. { $name } { $conservative } ({ $rating } ± { $deviation }, { $games } partite)
stats-bot = { $name } è un bot e non gioca: chiedi di una persona, o di me per i punteggi del computer.
stats-computer-none = Il computer non ha ancora finito una partita in questo server: sfidami!
stats-none = { $name } non ha ancora finito una partita in questo server. Iniziane una con `{ $example }`.
stats-unrated-kind = { $kind }: { $rating } (ancora nessuna partita valutata)
stats-rank = { $rank }º su { $of }
stats-not-ranked = non ancora in classifica ({ $games } di { $needed } partite valutate)
stats-kind = { $kind }: **{ $rating }** ± { $deviation } · { $rank } · { $games ->
    [one] { $games } partita valutata
   *[other] { $games } partite valutate
}
stats-best-win = {" "}· vittoria migliore: { $name } ({ $rating }) nella partita { $game }
stats-record = Risultati: { $wins } – { $losses } – { $draws } (vittorie – sconfitte – patte)
stats-record-players = { $players } giocatori { $wins } – { $losses } – { $draws }
stats-streak-wins = Serie attuale: { $n ->
    [one] { $n } vittoria
   *[other] { $n } vittorie
}
stats-streak-losses = Serie attuale: { $n ->
    [one] { $n } sconfitta
   *[other] { $n } sconfitte
}
stats-streak-draws = Serie attuale: { $n ->
    [one] { $n } patta
   *[other] { $n } patte
}
stats-w = V
stats-l = S
stats-d = P
stats-last = { $n ->
    [one] Ultima partita
   *[other] Ultime { $n }
}: { $results } (dalla più recente)
leaderboard-bad-kind = `{ $kind }` non è una classifica: scegli `2p` (partite a 2) o `multi` (a 3 e 4).
leaderboard-empty = Nessuno è ancora nella classifica { $kind }: un giocatore compare dopo { $needed } partite valutate { $kind }.
leaderboard-no-page = Non c'è la pagina { $page }: la classifica { $kind } ha { $count ->
    [one] { $count } pagina
   *[other] { $count } pagine
}.
leaderboard-head = **Classifica — { $kind }** (punteggio − 2 deviazioni; dopo { $needed } partite valutate) · pagina { $page } di { $count }
leaderboard-not-listed = Non sei ancora in classifica: { $games } di { $needed } partite valutate { $kind }.

## Storico, replay, partite di un giocatore

no-such-game = Non c'è nessuna partita { $id } in questo server: `{ $games_command }` elenca le tue.
no-game-yet = In questo canale non si è ancora giocata nessuna partita. Iniziane una con `{ $example }`.
record-replay-hint = da rigiocare con: focus-bot replay < questo-file (le intestazioni danno le opzioni)
history-earlier = { $n } turni precedenti nel file
history-draw = patta accettata da tutti i giocatori
history-abort = interrotta da un moderatore
history-resign = abbandona
history-time = tempo scaduto
history-no-turns = (ancora nessun turno)
history-in-progress = in corso
history-head = Partita { $game } ({ $players }; { $status }):
replay-stepped = Partita { $game } in { $turns } turni, un fotogramma ogni { $step } turni (il replay di una partita lunga resta abbastanza leggero da inviare); `{ $history_command }` ha tutti i turni.
replay-every = Partita { $game }, turno per turno ({ $turns } turni).
games-none = Non hai ancora partite in questo server. Iniziane una con `{ $example }`.
games-head = Le tue partite ({ $n ->
    [one] { $n } partita
   *[other] { $n } partite
}):
games-more = { $n ->
    [one] e { $n } partita più vecchia.
   *[other] e { $n } partite più vecchie.
}
games-drawn = patta
games-aborted = annullata
games-won = vinta
games-lost = persa
games-your-turn = **tocca a te**
games-their-turn = turno di { $name }
games-over = finita
games-line = Partita { $game } in { $channel }, iniziata { $started }, con il { $seat }: contro { $opponents } — { $state }
games-line-team = Partita { $game } in { $channel }, iniziata { $started }, con il { $seat }: con { $partner } contro { $opponents } — { $state }

## Moderatori e amministratori

abort-not-running = La partita { $id } non è in corso in questo server: niente da annullare. `{ $games_command }` elenca le partite di un giocatore.
abort-no-game = Non c'è nessuna partita in corso in questo canale: niente da annullare. (Una sfida aperta si chiude con `{ $example }`.)
abort-unreadable = **Partita { $id } annullata** da { $by } in { $channel } (la sua registrazione era illeggibile). Non conta per nessuno.
abort-refused = Questa partita non si può annullare: { $reason }.
aborted-by = { $by } ha annullato la partita { $game }.
abort-moved-on = La partita è andata avanti nel frattempo: riprova.
abort-no-challenge = Non c'è nessuna sfida aperta in questo canale: niente da annullare.
abort-challenge-answered = Quella sfida ha ricevuto risposta nel frattempo: guarda di nuovo il canale.
challenge-withdrawn = { $by } ha ritirato la sfida di { $challenger }.
settings-bad-time = { $reason } (`default` è quello del bot, 3 giorni.)
settings-bad-language = `{ $language }` non è una lingua che parlo: scegli { $choices }.
settings-bad-board = `board` è `public` (tutti vedono la risposta) o `private` (solo chi lo chiede), non `{ $board }`.
settings-bad-web = `web` è `on` (i messaggi portano alla pagina di ogni partita), `off` (nessuna pagina) o `public` (pagine aperte a tutti, senza link), non `{ $web }`.
settings-not-listed = { $channel } non è nell'elenco dei canali di gioco, quindi non c'è niente da togliere.
settings-any-channel-now = Le partite possono iniziare in qualsiasi canale.
settings-saved = Salvato. Le impostazioni del server ora:
settings-head = Le impostazioni del server:
channel-not-for-games = In questo server le partite non si iniziano in questo canale: lancia la sfida in { $list } (o in un loro thread). Un amministratore del server lo cambia con `{ $settings_command }`.
settings-time-default = { $time } per turno (il predefinito del bot)
settings-time = - Nuove partite: { $time } salvo diversa indicazione nella sfida (`time`).
settings-language = - Messaggi pubblici in: { $name } (`language`).
settings-any-channel = - Le partite possono iniziare in qualsiasi canale (`allow_channel` le limita).
settings-channels = - Le partite possono iniziare solo in: { $list } e nei loro thread (`allow_channel`, `remove_channel`, `any_channel`).
settings-board-private = - `{ $board_command }` risponde solo a chi lo chiede (`board`).
settings-board-public = - `{ $board_command }` risponde in pubblico (`board`).
settings-role = - I promemoria di turno menzionano anche { $role } (`reminder_role`, `no_reminder_role`).
settings-no-role = - I promemoria di turno menzionano solo il giocatore (`reminder_role`, `no_reminder_role`).
settings-web-on = - Ogni partita ha una pagina web, collegata dai suoi messaggi (`web`).
settings-web-off = - Le partite non hanno pagine web (`web`).
settings-web-public = - Ogni partita ha una pagina web aperta a tutti, collegata dai suoi messaggi (`web`).

## Le parole dell'immagine (brevi: stanno in una colonna stretta)

pic-wins = { $who } vince
pic-win = { $who } vincono
pic-draw = Patta
pic-aborted = Partita annullata
pic-why-no-moves = gli altri non possono muovere
pic-why-repetition = terza ripetizione
pic-why-short = obiettivo di catture raggiunto
pic-why-resign = per abbandono
pic-why-time = gli altri hanno esaurito il tempo
pic-why-agreed = concordata
pic-why-moderator = da un moderatore
pic-winner = ha vinto
pic-out = fuori
pic-to-place = deve mettere
pic-to-swap = deve scambiare
pic-to-move = di turno
pic-skipped = salta il turno
pic-offers-draw = propone patta
pic-partner = + { $colour }
pic-reserve = riserva
pic-captured = catturati
pic-stacks = pile
pic-start = Inizio della partita
pic-start-to-move = Inizio della partita · muove il { $colour }
pic-last-turn = Ultimo turno
pic-last-turns = Ultimi { $n } turni
pic-resigned = abbandono
pic-out-of-time = tempo scaduto
pic-draw-agreed = patta concordata
pic-turn-aborted = annullata
pic-off-captured = catturati
pic-off-reserve = in riserva
pic-letter-red = R
pic-letter-green = V
pic-letter-blue = B
pic-letter-yellow = G

## Discord: pulsanti e messaggi dell'adattatore

button-accept = Accetta
button-decline = Rifiuta
button-resign = Abbandona
button-keep-playing = Continua
button-previous = Precedente
button-next = Successiva
went-wrong = Qualcosa è andato storto da parte mia; riprova tra poco.
restarting = Mi sto riavviando; riprova tra un minuto.
servers-only = Focus si gioca nei canali di un server, non nei messaggi diretti.
not-your-question = Questa domanda non è per te.
button-no-longer-in-use = Questo pulsante non è più in uso: non è cambiato nulla. Usa `{ $board_command }` per vedere la partita com'è adesso.
you-resigned = Hai abbandonato.
bad-arguments = Non sono riuscito a leggere quelle opzioni; controllale con `{ $help_command }`.
no-permission = nessun permesso
needed-permission = il permesso necessario
members-only = Solo i membri con { $names } in questo canale possono usare `/{ $command }`.
missing-why-picture = {" "}(il tavoliere è un'immagine)
missing-why-embed = {" "}(il tavoliere è mostrato in un embed)
missing-permissions = Non posso pubblicare la partita qui: mi manca { $names } in questo canale{ $why }. Un amministratore del server può concedermelo nelle impostazioni del canale (Permessi) o in Impostazioni server → Ruoli. Non è cambiato nulla.

## Giocare con i clic: il pulsante Gioca, il selettore, i pulsanti della patta, /focus notify

button-play = Gioca
button-back = Indietro
button-accept-draw = Accetta la patta
button-decline-draw = Rifiuta
button-go-to-game = Vai alla partita
button-tournament-join = Partecipa
button-tournament-leave = Ritirati
pick-placeholder = Scegli…
pick-not-your-turn = È il turno di { $name } ({ $colour }).
pick-game-over = Quella partita è finita: non è cambiato nulla. Guarda nel canale qual è la partita in corso.
pick-stale = Questo menu non è più aggiornato: la partita è andata avanti. Non è cambiato nulla; clicca **{ $play }** sull'ultimo messaggio del turno.
pick-not-offered = Questa scelta non è nel menu: non è cambiato nulla. Clicca di nuovo **{ $play }** per un menu aggiornato.
pick-played = Hai giocato `{ $action }`.
pick-start = Partita { $game }, tocca a te ({ $colour }): scegli una pila da muovere.
pick-start-reserve = Partita { $game }, tocca a te ({ $colour }): scegli una pila da muovere, o la tua riserva.
pick-swap = Partita { $game }, tocca a te ({ $colour }): questa partita si apre con uno scambio. Scegli uno dei tuoi pezzi singoli.
pick-rows-forced = Partita { $game }, tocca a te ({ $colour }): prima metti in gioco il tuo pezzo di riserva su una casella vuota. Scegli una riga.
pick-rows = Partita { $game } ({ $colour }): metti in gioco un pezzo della riserva. Scegli una riga.
pick-row-squares = Riga { $row }: scegli la casella per il tuo pezzo di riserva.
pick-targets = { $square } (pila di { $height }): dove? Muovere n pezzi vuol dire andare di esattamente n caselle.
pick-swap-targets = Con quale pezzo singolo dell'avversario scambi il tuo pezzo in { $square }?
pick-stack = { $square } · pila di { $height }
pick-reserve = Riserva · { $n ->
    [one] { $n } pezzo
   *[other] { $n } pezzi
}
pick-swap-piece = { $square } · tuo pezzo
pick-target = { $square } — muovi { $count }
pick-swap-target = { $square } — scambia con il pezzo di { $colour }
pick-swap-target-any = { $square } — scambia
pick-row = Riga { $row } · { $n ->
    [one] { $n } casella
   *[other] { $n } caselle
}
pick-place-empty = { $square } · vuota
pick-place-on = { $square } · sulla pila di { $height } di { $colour }
draw-no-offer = Non c'è più nessuna proposta di patta a cui rispondere: non è cambiato nulla.
draw-not-yours = Questa proposta di patta è per gli altri giocatori ancora in gioco: non è cambiato nulla.
draw-declined = { $seat } rifiuta la patta: si continua a giocare.
notify-means-channel = il messaggio del turno ti menziona
notify-means-dm = il messaggio del turno ti menziona, e ti mando anche un messaggio diretto con il tavoliere
notify-means-off = nessuna menzione; guarda con `{ $board_command }`
notify-shown = I tuoi avvisi di turno: **{ $mode }** ({ $means }). Per cambiarli: `{ $example }`, `{ $dm }` o `{ $off }`.
notify-set = Fatto: ora i tuoi avvisi di turno sono **{ $mode }** ({ $means }), in ogni partita.
notify-unknown = `{ $typed }` non è un'impostazione degli avvisi: scegli `channel`, `dm` o `off`.
dm-refused = Non sono riuscito a mandarti un messaggio diretto per il tuo turno (Discord l'ha rifiutato: forse i tuoi messaggi diretti sono chiusi ai membri di questo server), quindi il messaggio del turno ti ha menzionato. Aprili nelle impostazioni di privacy del server, o scegli `{ $example }`.
dm-turn = Tocca a te ({ $colour }) nella partita { $game }, in { $channel }.
dm-reminder = Promemoria: tocca a te ({ $colour }) nella partita { $game }, in { $channel }: restano { $left }.

## La console locale

console-computer = `@{ $who }` è il computer: gioca i suoi turni e non scrive comandi. Scrivi come una persona, per esempio `@alice /focus board`; sfida il computer con `@alice { $example }`.
console-needs = `/focus { $command }` richiede `{ $option }` ({ $description }): `{ $usage }`.
console-permission = Solo i membri con **{ $needs }** in questo canale possono usare `/focus { $command }` (nella console: `@{ $who }+{ $suffix }`).
console-choices-where = `?` elenca le scelte di `/focus move`, `/focus reserve` e `/focus swap`, non di `/focus { $command }`.
console-nothing-to-choose = Niente da scegliere: non è il tuo turno qui (o non c'è una partita in questo canale). `/focus board` mostra a chi tocca.
console-what-moves = mosse
console-what-squares = caselle per la riserva
console-what-swaps = scambi
console-none-legal = Non hai { $what } consentite ora.
console-none-legal-use = Non hai { $what } consentite ora: `{ $example }` elenca le scelte di questo turno.
console-none-starting = Nessuna delle tue { $what } consentite inizia con `{ $typed }`.
console-legal = Le tue { $what } consentite ({ $count }): { $list }
console-legal-starting = Le tue { $what } consentite che iniziano con `{ $typed }` ({ $count }): { $list }
console-legal-more = … e { $more } in più: scrivi un inizio per restringere l'elenco, per esempio `{ $example }`.
console-challenge-number = `challenge` è il numero di una sfida, come `3`.
console-challenge-buttons = Pulsanti [{ $accept }] [{ $decline }] della sfida { $id }: `/focus accept { $id }`
console-page-buttons = Pulsanti [{ $previous }] [{ $next }]: `{ $example }` (N da 1 a { $count })
console-resign-buttons = Pulsanti [{ $resign }] [{ $keep }]: riscrivi `/focus resign` entro un minuto per abbandonare
parse-mode = `mode` è `teams` o `ffa`, non `{ $text }`.
parse-first = `first` è `random` o `challenger`, non `{ $text }`.
parse-answer = `answer` è `accept` o `decline`, non `{ $text }`.
parse-level = `{ $text }` non è un livello: scegli `easy`, `medium`, `hard` o `master`.
parse-yes-no = `{ $name }` è `yes` o `no`, non `{ $text }`.
console-page-number = `page` è il numero di una pagina, come `2`.
console-game-number = `game` è il numero di una partita, come `3`.
console-unknown-channel = `{ $channel }` non è un canale che conosco: indicane uno usato qui, come `#general`.
console-role-number = `reminder_role` è il numero di un ruolo, non `{ $text }`.
console-short-number = `short` è un numero di catture, come `6`, non `{ $text }`.
console-banner = Console di Focus: database { $db }, immagini in { $pictures }. Scrivi righe come `@alice { $example }`; `@focus` è il computer. Scrivi `quit` o `exit` per uscire.
console-web-hint = Aggiungi `--web 127.0.0.1:8080` per servire anche la pagina web di ogni partita.
console-error = errore: { $message }
console-clock-failed = l'orologio non è riuscito a funzionare: { $error }. Non si perde nulla e la sessione continua: l'orologio riprova ogni pochi secondi.
console-clock-disk-full = l'orologio non è riuscito a funzionare: il disco del database è pieno. Non si perde nulla e la sessione continua: l'orologio riparte appena c'è spazio.
console-who-first = inizia la riga con chi la scrive, come `@alice /focus board`
console-not-permission = `+{ $permission }` non è un permesso: scrivi `+manage_messages` (annullare partite) o `+manage_server` (le impostazioni del server)
console-not-language = `[{ $tag }]` non è una lingua del bot: scrivi `[en-US]`, `[fr]`, `[it]` o `[ja]`, come `@{ $name }[it] /focus help`
console-write-as-discord = scrivi il comando come in Discord: `@alice /focus board`
console-which-command = quale comando? Prova `/focus help`
console-not-command = `/focus { $command }` non è un comando: prova `/focus help`
console-not-option = `{ $token }` non è un'opzione di `/focus { $command }`; le sue opzioni sono: { $options }
console-no-option = `{ $token }` non è un'opzione: `/focus { $command }` non ne ha.
console-option-twice = `{ $name }` è data due volte: dai ogni opzione una volta sola (non è stato fatto nulla)
console-unclosed-quote = Una virgoletta { $open } non è chiusa: termina il valore con { $close }, per esempio `name:"Coppa d'autunno"`.
console-went-wrong = qualcosa è andato storto: { $error }
console-picture-unwritten = (non è stato possibile scrivere l'immagine in { $folder }: { $error })
console-private = privato
console-pings = (menziona { $who })
console-file = file: { $path }
console-not-utf8 = la riga { $number } non è testo UTF-8 valido: scrivila di nuovo
permission-manage-messages = Gestire i messaggi
permission-manage-server = Gestisci server

## L'analisi di una partita finita (`/focus analyze`).
analyze-not-over = La partita { $game } è ancora in corso: analizzala quando sarà finita.
analyze-aborted = La partita { $game } è stata annullata da un moderatore prima di essere giocata fino in fondo: non c'è niente da analizzare.
analyze-queued = Analisi della partita { $game }: { $ahead ->
    [one] un'analisi viene
   *[other] { $ahead } analisi vengono
} prima della tua, la risposta arriverà qui.
analyze-head = **Analisi della partita { $game }** (ogni turno esaminato dal computer difficile; probabilità di vittoria nel grafico):
analyze-player = { $seat } { $name } ha giocato con una precisione di { $accuracy }: { $inaccuracies ->
    [0] nessuna imprecisione
    [one] un'imprecisione
   *[other] { $inaccuracies } imprecisioni
}, { $mistakes ->
    [0] nessun errore
    [one] un errore
   *[other] { $mistakes } errori
} e { $blunders ->
    [0] nessuna svista grave
    [one] una svista grave
   *[other] { $blunders } sviste gravi
}.
analyze-player-idle = { $seat } { $name }: precisione — (nessun turno giocato)
analyze-costliest = I turni che sono costati di più (l'azione migliore è disegnata nelle immagini):
analyze-none-costly = Nessun turno è costato nulla: ogni azione era la scelta del computer.
analyze-costly = { $rank }. Turno { $turn }, { $seat }: `{ $played }`, meglio `{ $best }`: −{ $drop } punti ({ $judgement })
analyze-blunder = svista grave
analyze-mistake = errore
analyze-inaccuracy = imprecisione
analyze-small = piccola perdita
chart-title = Partita { $game }: probabilità di vittoria
chart-turns = turno
chart-swings = un turno costato { $points } punti o più
button-analyze = Analizza
cmd-analyze = Una partita finita: chi vinceva turno per turno, la precisione di ognuno, i turni più costosi.
cmd-analyze-game = Il numero di una partita (predefinito: l'ultima di questo canale)
name-analyze = analizza
name-analyze-game = partita
## Stagioni della classifica
cmd-leaderboard-season = Il numero di una stagione, o all per sempre (predefinito: la stagione in corso)
cmd-settings-season = new: chiudi ora la stagione in corso (la sua classifica resta)
cmd-settings-season_length = Quanto dura ogni stagione (30d), o off
cmd-settings-season_channel = Dove pubblicare la classifica finale di una stagione
leaderboard-bad-season = `{ $season }` non è una stagione: indica un numero da 1 a { $current } (la stagione in corso), o `all` per la classifica di sempre.
board-all-time = **Di sempre** (tutte le stagioni)
board-current-season = **Stagione { $season }** (la stagione in corso; `season:all` per quella di sempre)
board-past-season = **Stagione { $season }** (classifica finale)
stats-season = {"  "}Stagione { $season }: **{ $rating }** ± { $deviation } · { $rank } · { $games ->
    [one] { $games } partita valutata
   *[other] { $games } partite valutate
}
stats-season-unrated = {"  "}Stagione { $season }: ancora nessuna partita valutata
season-not-new = `season` accetta `new` (chiudi ora la stagione in corso), non `{ $value }`.
season-bad-length = `{ $value }` non è una durata di stagione: scrivila in giorni (`30d`), almeno { $shortest }, al massimo 365 giorni; oppure `off` per nessun calendario.
season-channel-no-schedule = `season_channel` è dove va la classifica finale delle stagioni a durata fissa: imposta prima (o insieme) `season_length`, per esempio `30d`.
settings-season = - Stagione { $season }; le stagioni finiscono quando lo decide un amministratore (`season:new`, `season_length`).
settings-season-scheduled = - Stagione { $season }, finisce tra { $left }; ogni stagione dura { $length }, la classifica finale pubblicata in { $channel } (`season:new`, `season_length`, `season_channel`).
season-over = **La stagione { $season } è finita!** Classifica finale; la stagione { $next } comincia ora, con punteggi da zero. I punteggi di sempre continuano (`{ $all }`).
season-over-kind = __{ $kind }__
season-over-nobody = Nessuno era in classifica (servono { $needed } partite valutate).
season-over-foot = La classifica di questa stagione resta: `{ $example }`.
season-picture-title = Stagione { $season }: classifica finale
tournament-picture-title = { $name }: round { $round } di { $rounds }
tournament-picture-title-during = { $name }: round { $round } di { $rounds } in corso
tournament-picture-final = { $name }: classifica finale
tournament-picture-points = Punti
tournament-picture-buchholz = Buchholz
tournament-picture-sb = S-B
tournament-picture-rating = Punteggio
tournament-mark-won = vinta
tournament-mark-part = parte dei punti
tournament-mark-lost = persa
tournament-mark-bye = riposo
tournament-mark-playing = in corso
name-leaderboard-season = stagione
name-settings-season = stagione
name-settings-season_length = durata_stagione
name-settings-season_channel = canale_stagione
## /focus tournament in Discord: its names and descriptions
name-tournament = torneo
name-tournament-create = crea
name-tournament-join = partecipa
name-tournament-leave = ritirati
name-tournament-start = avvia
name-tournament-cancel = annulla
name-tournament-standings = classifica
name-tournament-list = elenco
name-tournament-create-format = formato
name-tournament-create-players = giocatori
name-tournament-create-rounds = round
name-tournament-create-time = tempo
name-tournament-create-name = nome
name-tournament-create-rated = valutato
name-tournament-create-mode = modalità
name-tournament-create-double = doppio
choice-swiss = svizzero
choice-roundrobin = girone all'italiana
choice-2 = 2 giocatori
choice-3 = 3 giocatori
choice-4 = 4 giocatori
name-tournament-id = numero
## Rematch
cmd-rematch = Proponi la rivincita ai giocatori dell'ultima partita di questo canale (o della partita N).
cmd-rematch-game = Il numero di una partita finita (predefinito: l'ultima di questo canale)
name-rematch = rivincita
name-rematch-game = partita
button-rematch = Rivincita
rematch-made = { $challenger } sfida { $opponents } alla rivincita della partita { $game } ({ $options }). I posti ruotano: inizia { $first } ({ $colour }).
rematch-no-game = In questo canale non c'è stata nessuna partita di cui chiedere la rivincita. Iniziane una con `{ $example }`.
rematch-no-such-game = Non c'è nessuna partita { $game } in questo server: `{ $games_command }` elenca le tue.
rematch-not-over = La partita { $game } non è ancora finita: la rivincita si chiede quando è terminata.
rematch-aborted = La partita { $game } è stata annullata da un moderatore: non ha rivincita. Inizia una nuova partita con `{ $challenge_command }`.
rematch-not-a-player = Solo i giocatori della partita { $game } ({ $players }) possono chiederne la rivincita. Iniziane una tua con `{ $challenge_command }`.
rematch-waiting = La partita { $game } ha già la sua rivincita: la sfida { $challenge }, che aspetta { $waiting }.
rematch-started = La rivincita della partita { $game } è già stata avviata: è la partita { $rematch }.
console-button = Pulsante [{ $label }]: `{ $example }`
web-game-title = Focus: partita { $game }
web-server-title = Focus: le partite di questo server
web-position-start = La scacchiera all'inizio
web-position-after = La scacchiera dopo il turno { $n }: { $action }
web-steps = Scorri la partita
web-first = « Inizio
web-previous = ← Precedente
web-next = Successivo →
web-last = Ultimo »
web-keys = Tasti: ← e → scorrono la partita, Inizio e Fine portano al suo inizio e al suo ultimo turno.
web-players = Giocatori
web-counts = { $board } sulla scacchiera, { $reserve } in riserva, { $captured } catturati
web-moves = Mosse
web-start = Inizio
web-record = Registro della partita (testo)
web-replay = Replay (GIF animata)
web-server-link = Tutte le partite di questo server
web-live = In diretta: i nuovi turni compaiono qui appena giocati.
web-running = Partite in corso
web-finished = Partite finite
web-leaderboard = Classifica (2 giocatori)
web-none = Ancora nessuna.
web-none-here = Nessuna in questa pagina.
web-leaderboard-whole = Tutta la classifica
web-leaderboard-title = Focus: la classifica di questo server
web-server-back = Le partite di questo server
web-game-line = Partita { $game }: { $players }; { $turns } turni; { $status }
web-status-won = { $count ->
    [one] { $names } ha vinto ({ $how }).
   *[other] { $names } hanno vinto ({ $how }).
}
web-view-game = Vedi la partita
web-console-link = pagina web: { $url }
web-tournament-title = Focus: torneo n. { $id }
web-tournaments = Tornei
web-tournament-standings = Classifica
web-tournament-rank = Posizione
web-tournament-player = Giocatore
web-tournament-this-round = Questo round
web-tournament-rounds = Round
web-tournament-round = Round { $round }
web-tournament-table = Tavolo { $board }
web-tournament-table-head = Tavolo
web-tournament-bye = Riposo
web-tournament-players = Giocatori
web-tournament-result = Risultato
web-tournament-game = Partita
web-tournament-not-started = La classifica e i round compaiono quando il torneo comincia.
web-tournament-live = In diretta: questa pagina si aggiorna quando finiscono le sue partite e cominciano i suoi round.
tournament-web-link = La classifica e i tavoli di ogni round: { $url }

## Tournaments
tournament-default-name = Torneo { $id }
tournament-format-swiss = sistema svizzero, { $rounds } round
tournament-format-swiss-auto = sistema svizzero (i round si fissano alla partenza)
tournament-format-roundrobin = girone all'italiana
tournament-format-double = girone all'italiana di andata e ritorno
tournament-no-limit = senza limite di tempo
tournament-unrated = , non valido per il punteggio
tournament-signup-heading = **{ $name }**
tournament-signup-heading-named = **{ $name }** (n. { $id })
tournament-signup = { $heading }: { $format }, tavoli da { $players }, { $time } per turno{ $rated }.
tournament-no-entrants = Non si è ancora iscritto nessuno.
tournament-entrants = Iscritti ({ $count }): { $names }
tournament-how-to-join = Iscriviti con `{ $join }`; chi l'ha creato lo avvia con `{ $start }`.
tournament-joined = Iscrizione confermata: { $name }. Iscritti finora: { $count }.
tournament-left = Hai lasciato { $name }.
tournament-left-running = Hai lasciato { $name }: la tua partita in corso è abbandonata e non sarai più abbinato.
tournament-started = **{ $name } è cominciato!** { $count } iscritti, { $rounds } round. Seguono i tavoli del round 1.
tournament-cancelled = { $name } è stato annullato. Le partite già in corso continuano come partite normali.
tournament-unpaired = **{ $name }: il round { $round } non può essere abbinato.** Ogni modo di abbinare i giocatori ancora in gara farebbe incontrare di nuovo due giocatori. { $creator }: riprova con `{ $start_command }` quando i partecipanti sono cambiati (il bot riprova anche ogni minuto), oppure chiudi il torneo con `{ $cancel_command }`.
tournament-unpaired-still = Il round { $round } non può ancora essere abbinato: ogni modo di abbinare i giocatori ancora in gara farebbe incontrare di nuovo due giocatori. Riprova quando i partecipanti sono cambiati, oppure chiudi il torneo con `{ $cancel_command }`.
tournament-round-under-way = Quel torneo è in corso e il suo round si sta ancora giocando: non c'è niente da avviare.
tournament-round-retried = { $name }: il round { $round } è abbinato; seguono i tavoli.
tournament-round = **{ $name }: round { $round } di { $rounds }**
tournament-table = Tavolo { $board }: { $players } in { $channel }
tournament-bye = Riposo: { $player } (+{ $points })
tournament-table-heading = __{ $name }: round { $round }, tavolo { $board }__
tournament-standings-swiss = **{ $name }: classifica dopo il round { $round }** (spareggi: Buchholz, poi Sonneborn-Berger, poi il punteggio alla partenza)
tournament-standings-robin = **{ $name }: classifica dopo il round { $round }** (spareggi: Sonneborn-Berger, poi il punteggio alla partenza)
tournament-standings-swiss-during = **{ $name }: classifica durante il round { $round }** (spareggi: Buchholz, poi Sonneborn-Berger, poi il punteggio alla partenza)
tournament-standings-robin-during = **{ $name }: classifica durante il round { $round }** (spareggi: Sonneborn-Berger, poi il punteggio alla partenza)
tournament-standing = { $rank }. { $player }: { $points } { $n ->
        [one] punto
       *[other] punti
    } · { $tiebreaks } · punteggio { $rating }{ $result }{ $left }
tournament-tiebreaks-swiss = Buchholz { $buchholz }, S-B { $sb }
tournament-tiebreaks-robin = S-B { $sb }
tournament-result = {" "}(questo round: +{ $points })
tournament-result-bye = {" "}(questo round: riposo, +{ $points })
tournament-result-playing = {" "}(questo round: partita in corso)
tournament-withdrew = {" "}(ritirato)
tournament-final = **{ $name } è finito! Vince { $winner }.** Podio: { $podium }.
tournament-podium-place = { $rank }. { $player } ({ $points } { $n ->
        [one] punto
       *[other] punti
    })
tournament-list-empty = Nessun torneo è aperto su questo server. Creane uno con `{ $create_command }`.
tournament-list-title = **Tornei aperti**
tournament-list-line = n. { $id } { $name }: { $format }, tavoli da { $players }, { $count } iscritti, { $status }
tournament-status-signup = iscrizioni aperte
tournament-status-running = round { $round } di { $rounds }
tournament-status-finished = finito
tournament-status-cancelled = annullato
tournament-none = Questo torneo non esiste su questo server. Vedi quelli aperti con `{ $list_command }`.
tournament-which = Qui sono aperti più tornei (n. { $ids }): di' quale, per esempio `{ $example }`.
tournament-create-restricted = Su questo server solo i membri con il permesso Gestire eventi possono creare tornei.
tournament-not-organizer = Solo chi ha creato il torneo o un membro con il permesso Gestire eventi può farlo.
tournament-signup-closed = Quel torneo non accetta più iscrizioni.
tournament-not-running = Quel torneo non è in corso (non è cominciato, o è finito).
tournament-already-in = Sei già iscritto a quel torneo.
tournament-not-in = Non sei iscritto a quel torneo.
tournament-too-few = Il torneo ha { $have } iscritti; ne servono almeno { $need } per cominciare.
tournament-not-coverable = Un girone all'italiana a questi tavoli fa sedere tutti in modo equo solo con esattamente { $works } iscritti, e ce ne sono { $have }. Aspetta quel numero, oppure crea un torneo a sistema svizzero.
tournament-bad-players = `players` vale 2, 3 o 4.
tournament-bad-mode = `mode` (squadre o tutti contro tutti) vale solo per tavoli da 4 giocatori.
tournament-bad-rounds-robin = `rounds` è per il sistema svizzero: un girone all'italiana fa incontrare tutti una volta (`double:yes` due volte).
tournament-bad-rounds = `rounds` è un numero da 1 a { $most }.
tournament-bad-double = `double` è per i gironi all'italiana: un torneo svizzero fissa i round con `rounds`.
tournament-bad-name = Il nome di un torneo è lungo al massimo 80 caratteri.
help-tournament = tornei: creane uno qui, iscriviti, avvialo (chi l'ha creato), guarda la classifica.
console-not-format = `format` vale `swiss` o `roundrobin`, non `{ $text }`.
console-not-number = `{ $text }` non è un numero: scrivilo in cifre, come `3`.
settings-bad-tournaments = `tournaments` vale `anyone` (ogni membro può creare un torneo) o `managers` (solo i membri con Gestire eventi), non `{ $value }`.
settings-tournaments-anyone = - Ogni membro può creare tornei (`tournaments`).
settings-tournaments-managers = - Solo i membri con Gestire eventi possono creare tornei (`tournaments`).
cmd-settings-tournaments = Chi può creare tornei: anyone (chiunque, predefinito) o managers (Gestire eventi)
cmd-tournament = Tornei: girone all'italiana o sistema svizzero, gestiti dal bot dalle iscrizioni al vincitore.
cmd-tournament-create = Crea un torneo qui; i giocatori si iscrivono finché non comincia.
cmd-tournament-join = Iscriviti a un torneo aperto.
cmd-tournament-leave = Lascia un torneo (se è in corso, la tua partita è abbandonata).
cmd-tournament-start = Avvia un torneo e il suo primo round: chi l'ha creato o Gestire eventi.
cmd-tournament-cancel = Annulla un torneo: chi l'ha creato o Gestire eventi.
cmd-tournament-standings = La classifica di un torneo.
cmd-tournament-list = I tornei aperti su questo server.
cmd-tournament-id = Il numero del torneo (predefinito: quello aperto qui)
cmd-tournament-create-format = swiss (si incontrano giocatori a pari punti) o roundrobin (tutti contro tutti)
cmd-tournament-create-players = Giocatori per tavolo: 2 (predefinito), 3 o 4
cmd-tournament-create-rounds = Sistema svizzero: quanti round (predefinito: abbastanza da separare i primi)
cmd-tournament-create-time = Tempo per turno (predefinito: quello del server)
cmd-tournament-create-name = Il nome del torneo
cmd-tournament-create-rated = Se le sue partite contano per il punteggio (sì, predefinito)
cmd-tournament-create-mode = Tavoli da 4: ffa (predefinito) o teams
cmd-tournament-create-double = Girone all'italiana: incontra tutti due volte, posti scambiati
cmd-tournament-create-max_players = Il numero massimo di giocatori (predefinito: nessun limite oltre i 1.000 del bot)
name-tournament-create-max_players = giocatori_max
cmd-tournament-standings-page = Quale pagina di un grande torneo (predefinito 1: i primi, e la tua riga)
name-tournament-standings-page = pagina
tournament-entrants-capped = Iscritti ({ $count }/{ $cap } giocatori): { $names }
tournament-entrants-more = e altri { $count }
tournament-full = Quel torneo è al completo: { $cap } giocatori su { $cap } sono iscritti, quindi non puoi partecipare. Vedi gli altri aperti con `{ $list_command }`.
tournament-bad-max-players = `max_players` è un numero da { $fewest } a { $most } (il numero massimo di giocatori del torneo).
tournament-standings-page = Pagina { $page } di { $pages } ({ $count } iscritti): vedine un'altra con `{ $command }`.
tournament-bad-page = Non c'è una pagina { $page }: questa classifica ha { $pages ->
    [one] { $pages } pagina
   *[other] { $pages } pagine
    }. `page` è un numero da 1 a { $pages }.
tournament-picture-page = { $title } (pagina { $page } di { $pages })
name-settings-tournaments = tornei
choice-anyone = chiunque
choice-managers = gestori di eventi
## Takeback

cmd-takeback = Chiedi di ritirare il tuo ultimo turno, o accetta il ritiro chiesto da un altro giocatore.
name-takeback = ritira-turno
cmd-settings-takeback = Ritiri di comune accordo: casual (solo partite amichevoli), all, o off
name-settings-takeback = ritiri
choice-casual = solo partite amichevoli
choice-all = tutte le partite
button-take-back = Ritira
button-accept-takeback = Accetta il ritiro
button-decline-takeback = Rifiuta
name-takeback-answer = risposta
cmd-takeback-answer = Rispondi al ritiro chiesto da un altro giocatore: accetta o rifiuta
name-draw-answer = risposta
cmd-draw-answer = Rispondi alla patta proposta da un altro giocatore: accetta o rifiuta
choice-accept = accetta
choice-decline = rifiuta
takeback-asked = { $seat } chiede di ritirare il suo ultimo turno. { $others }: per accettare, i pulsanti o `{ $takeback_command }`; per rifiutare, `{ $decline_command }`; un turno giocato prima annulla la richiesta.
takeback-agreed = { $seat } accetta il ritiro. Si aspetta ancora { $others }.
takeback-declined = { $seat } rifiuta il ritiro: il turno resta com'è, si continua a giocare.
takeback-done = Tutti d'accordo: il turno { $turn } di { $seat } è ritirato, e tocca di nuovo a questo giocatore.
takeback-lapsed = La richiesta di ritiro è decaduta.
takeback-tournament = Nelle partite di torneo non si ritira nulla: ogni turno giocato resta.
takeback-rated = Questo server permette i ritiri solo nelle partite amichevoli, e questa è valutata: il turno resta com'è.
takeback-off = Questo server non permette i ritiri: il turno resta com'è.
takeback-not-last = Puoi ritirare solo un tuo turno, finché è l'ultimo giocato.
takeback-asked-already = Il ritiro di questo turno è già stato chiesto: si può chiedere una sola volta per turno.
takeback-no-request = Non c'è più nessuna richiesta di ritiro a cui rispondere (ha già avuto risposta, o nel frattempo è stato giocato un turno): non è cambiato nulla.
takeback-agreed-already = Hai già accettato questo ritiro: avverrà appena lo accetteranno anche tutti gli altri giocatori ancora in gioco.
takeback-not-yours = Questa richiesta di ritiro è per gli altri giocatori ancora in gioco: non è cambiato nulla.
takeback-moved-on = Troppo tardi: dopo la richiesta di ritiro è stato giocato un turno, quindi la richiesta è decaduta e non è stato ritirato nulla.
history-takebacks = { $n ->
    [one] Un turno è stato ritirato di comune accordo; non compare nell'elenco.
   *[other] { $n } turni sono stati ritirati di comune accordo; non compaiono nell'elenco.
}
rematch-tournament = La partita { $game } era una partita di torneo: il torneo organizza da sé le sue partite, quindi niente rivincita.
settings-bad-takeback = `takeback` è `casual` (solo partite amichevoli), `all` (anche quelle valutate) o `off`, non `{ $takeback }`.
settings-takeback-casual = - Ritiri di comune accordo solo nelle partite amichevoli (`takeback`).
settings-takeback-all = - Ritiri di comune accordo in tutte le partite, tranne quelle di torneo (`takeback`).
settings-takeback-off = - Nessun ritiro (`takeback`).
console-takeback-button = Pulsante [{ $button }] (solo per il suo giocatore, finché è l'ultimo turno): `{ $example }`
console-takeback-request = Pulsante [{ $accept }]: `{ $example }`
button-play-on-board = Gioca sulla scacchiera
web-signin-title = Focus: accesso
web-signin-link = Accedi con Discord
web-signin-bad-state = Questo accesso non è cominciato qui, o ha richiesto troppo tempo. Accedi di nuovo.
web-signin-refused = Discord non ha confermato il tuo accesso. Accedi di nuovo.
web-signin-unavailable = Non è stato possibile raggiungere Discord per confermare il tuo accesso. Riprova tra un momento.
web-signin-busy = Troppe persone stanno accedendo in questo momento. Riprova tra qualche secondo.
web-signin-bad-next = Questo indirizzo di accesso non è valido: può riportare solo a una pagina di questo sito.
web-signed-in = Hai effettuato l'accesso con Discord (utente { $user }).
web-signed-out = Sei uscito.
web-not-signed-in = Non hai effettuato l'accesso.
web-play-link-forged = Questo link «Gioca sulla scacchiera» non è valido. Clicca Gioca sotto la partita in Discord per averne uno nuovo.
web-play-link-expired = Questo link «Gioca sulla scacchiera» è scaduto. Clicca Gioca sotto la partita in Discord per averne uno nuovo.
web-play-link-used = Questo link «Gioca sulla scacchiera» è già stato usato. Clicca Gioca sotto la partita in Discord per averne uno nuovo.

## La scacchiera su cui si gioca (la pagina di una partita, per un giocatore che ha fatto l'accesso)
web-play-heading = Il tuo posto
web-play-start = Partita { $game }, tocca a te ({ $colour }): clicca una pila da muovere.
web-play-start-reserve = Partita { $game }, tocca a te ({ $colour }): clicca una pila da muovere, o la tua riserva.
web-play-swap = Partita { $game }, tocca a te ({ $colour }): questa partita si apre con uno scambio. Clicca uno dei tuoi pezzi singoli.
web-play-first-placement = Partita { $game }, tocca a te ({ $colour }): prima metti in gioco il tuo pezzo di riserva: clicca una casella vuota.
web-play-places = Partita { $game }, tocca a te ({ $colour }): clicca la casella per il tuo pezzo di riserva.
web-play-reserve-squares = Clicca la casella per il tuo pezzo di riserva.
web-play-cancel = Scegli di nuovo
web-play-resign = Abbandona
web-play-resign-ask = Abbandonare la partita { $game }? { $what } Non si può annullare.
web-play-draw-offer = Proponi la patta
web-play-draw-accept = Accetta la patta
web-play-sending = Invio…
web-play-failed = Non è stato inviato nulla: il bot non è raggiungibile. Riprova.
web-play-stale = La partita è andata avanti prima che arrivasse la tua scelta: non è cambiato nulla. La scacchiera ora mostra l'ultimo turno; scegli di nuovo.
web-play-resigned = Hai abbandonato la partita { $game }.
web-play-draw-sent = La tua proposta di patta nella partita { $game } è pubblicata nel suo canale.
web-play-keys = Tasti: Tab passa da una casella all'altra fra quelle che puoi scegliere, Invio o Spazio sceglie, Esc fa scegliere di nuovo.
web-play-bad-request = La pagina ha inviato qualcosa che il bot non sa leggere: non è cambiato nulla. Ricarica la pagina e scegli di nuovo.
web-play-signed-out = Non hai fatto l'accesso (o la tua sessione è finita): non è cambiato nulla. Accedi di nuovo per giocare da questa pagina.
web-play-sign-in = Giochi in questa partita? Accedi con Discord per giocare il tuo posto su questa scacchiera.

## L'attività (la scacchiera dentro Discord)
activity-title = Focus
activity-starting = Avvio…
activity-outside = Questa è l'attività di focus-bot: avviala in Discord, dal canale in cui si gioca la tua partita (il pulsante Attività, poi Focus).
activity-connecting = Connessione a Discord…
activity-signing-in = Accesso con Discord…
activity-opening = Apertura della partita di questo canale…
activity-failed = Qualcosa è andato storto: chiudi l'attività e avviala di nuovo.
activity-bad-request = L'attività ha inviato qualcosa che il bot non sa leggere: chiudila e avviala di nuovo.
activity-refused = Discord non ha confermato il tuo accesso: chiudi l'attività e avviala di nuovo.
activity-busy = Molte persone stanno accedendo in questo momento: nuovo tentativo tra qualche secondo…
activity-signed-out = Non hai effettuato l'accesso (o la tua sessione è terminata): chiudi l'attività e avviala di nuovo.
activity-no-channel = L'attività non ha indicato il suo canale: chiudila e avviala di nuovo da un canale del tuo server.
activity-no-game = Nessuna partita qui che tu possa aprire. Iniziane una in questo canale con { $example }, poi riapri l'attività.
activity-pages-off = Questo server ha disattivato le pagine web delle partite: l'attività non può mostrare la partita. Un gestore del server può attivarle con { $example }.

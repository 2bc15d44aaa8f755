// focus-bot's game and tournament pages. On a game page, ← and → (Home, End) and the buttons
// step through the game without a reload; a running game follows its turns live (server-sent
// events), and so does a running tournament's page. A player signed in plays on the board:
// the squares they may click are buttons over the picture (Tab, the arrows and Enter reach
// them), each click one of the legal actions the page was given, sent to the bot, which checks
// it again. Everything but playing also works without the script, by links.
(function () {
  'use strict';
  // A running tournament's page reads itself again when one of its games ends or a round opens.
  var tournament = document.getElementById('tournament');
  if (tournament && tournament.getAttribute('data-live') && window.EventSource) {
    new EventSource('events').addEventListener('changed', function () { window.location.reload(); });
  }
}());
(function () {
  'use strict';
  var main = document.getElementById('game');
  if (!main) { return; }
  var lang = main.getAttribute('data-lang');
  var keep = main.getAttribute('data-keep') || '';

  // Inside Discord's Activity the session cookie is third-party and not sent: the Activity's
  // script keeps the session's secret for this tab, and every request carries it as a Bearer.
  var bearer = null;
  try { bearer = window.sessionStorage.getItem('focus-session'); } catch (e) { bearer = null; }
  function auth(h) { if (bearer) { h.Authorization = 'Bearer ' + bearer; } return h; }

  function last() { return parseInt(main.getAttribute('data-last'), 10); }
  function current() { return parseInt(main.getAttribute('data-ply'), 10); }
  function href(p) { return '?ply=' + p + keep; }

  function show(p) {
    var max = last();
    if (isNaN(p) || p < 0) { p = 0; }
    if (p > max) { p = max; }
    main.setAttribute('data-ply', String(p));
    var img = document.getElementById('board');
    img.setAttribute('data-ply', String(p));
    img.src = 'board/' + p + '.png?lang=' + lang;
    img.srcset = 'board/' + p + '@2x.png?lang=' + lang + ' 2x';
    var items = document.querySelectorAll('#moves li');
    for (var i = 0; i < items.length; i++) { items[i].removeAttribute('aria-current'); }
    var item = document.getElementById('ply-' + p);
    if (item) {
      item.setAttribute('aria-current', 'step');
      img.alt = item.getAttribute('data-words');
      document.getElementById('caption').textContent = item.getAttribute('data-words');
      var box = document.getElementById('moves');
      if (item.offsetTop < box.scrollTop || item.offsetTop > box.scrollTop + box.clientHeight - item.offsetHeight) {
        box.scrollTop = item.offsetTop - box.clientHeight / 2;
      }
    }
    var steps = { first: 0, prev: Math.max(p - 1, 0), next: Math.min(p + 1, max), last: max };
    for (var name in steps) {
      var a = document.getElementById('step-' + name);
      // A step that goes nowhere (Next on the last turn) is no link.
      if (a && steps[name] === p) {
        a.removeAttribute('href');
        a.setAttribute('aria-disabled', 'true');
      } else if (a) {
        a.setAttribute('href', href(steps[name]));
        a.removeAttribute('aria-disabled');
      }
    }
    if (window.history && history.replaceState) { history.replaceState(null, '', href(p)); }
    if (typeof play !== 'undefined') { play.draw(); }
  }

  document.addEventListener('keydown', function (e) {
    if (e.altKey || e.ctrlKey || e.metaKey || e.shiftKey) { return; }
    if (play.keys(e)) { e.preventDefault(); return; }
    var p = current();
    if (e.key === 'ArrowLeft') { show(p - 1); } else if (e.key === 'ArrowRight') { show(p + 1); } else if (e.key === 'Home') { show(0); } else if (e.key === 'End') { show(last()); } else { return; }
    e.preventDefault();
  });

  document.addEventListener('click', function (e) {
    var a = e.target.closest ? e.target.closest('a[data-to]') : null;
    if (!a || e.button !== 0 || e.ctrlKey || e.metaKey || e.shiftKey) { return; }
    var to = a.getAttribute('data-to');
    var p = current();
    var target = { first: 0, prev: p - 1, next: p + 1, last: last() }[to];
    show(target === undefined ? parseInt(to, 10) : target);
    e.preventDefault();
  });

  // Live: on each turn, fetch the page again (one request per turn) and take its move list,
  // players and status; a reader at the latest turn moves on to the new one.
  function refresh(source) {
    fetch('./?lang=' + lang, { credentials: 'same-origin', headers: auth({}) }).then(function (r) { return r.text(); }).then(function (html) {
      var fresh = new DOMParser().parseFromString(html, 'text/html').getElementById('game');
      if (!fresh) { return; }
      var follow = current() === last();
      ['moves', 'players', 'status'].forEach(function (id) {
        var now = document.getElementById(id); var then = fresh.querySelector('#' + id);
        if (now && then) { now.innerHTML = then.innerHTML; }
      });
      main.setAttribute('data-last', fresh.getAttribute('data-last'));
      if (!fresh.getAttribute('data-live')) { main.removeAttribute('data-live'); if (source) { source.close(); } }
      play.take(fresh.querySelector('#play'));
      show(follow || play.active() ? last() : current());
    });
  }

  // The board you play on.
  var play = (function () {
    var section = document.getElementById('play');
    var layer = document.getElementById('squares');
    var places = {};
    var controls = null;
    var chosen = null;
    var sending = false;
    if (layer) {
      layer.getAttribute('data-places').split('\n').forEach(function (line) {
        var f = line.split(' ');
        places[f[0]] = { x: parseFloat(f[1]), y: parseFloat(f[2]), w: parseFloat(f[3]), h: parseFloat(f[4]) };
      });
    }
    function el(id) { return document.getElementById(id); }
    function words(name) { return el('play-words').getAttribute('data-' + name); }
    function say(html) { el('play-message').innerHTML = html; }
    function active() { return !!(section && controls && layer); }

    // A button over square `sq` (or the reserve, in the section), saying `label`.
    function square(sq, label, kind, then) {
      var b = document.createElement('button');
      b.type = 'button';
      b.className = kind;
      b.setAttribute('aria-label', label);
      b.title = label;
      b.setAttribute('data-square', sq);
      var p = places[sq];
      if (p) {
        b.style.left = p.x + '%'; b.style.top = p.y + '%';
        b.style.width = p.w + '%'; b.style.height = p.h + '%';
        layer.appendChild(b);
      } else {
        b.textContent = label;
        section.querySelector('.play-buttons').insertBefore(b, el('play-cancel'));
      }
      b.addEventListener('click', then);
      return b;
    }
    function clear() {
      layer.innerHTML = '';
      var old = section.querySelectorAll('.play-buttons button[data-square]');
      for (var i = 0; i < old.length; i++) { old[i].parentNode.removeChild(old[i]); }
    }
    // What may be clicked now: the sources, or the targets of the chosen one.
    function draw() {
      var had = layer.contains(document.activeElement) || (section.contains(document.activeElement) && document.activeElement.hasAttribute('data-square'));
      clear();
      if (!controls || sending) { return; }
      el('play-cancel').hidden = chosen === null;
      var first = null;
      if (chosen === null) {
        el('play-prompt').innerHTML = controls.prompt;
        controls.sources.forEach(function (s) {
          var b = square(s.square, s.label, 'source', function () { chosen = s; draw(); });
          first = first || b;
        });
        controls.choices.forEach(function (c) {
          if (c.from === null) { var b = square(c.to, c.label, 'target', function () { send(c.action); }); first = first || b; }
        });
      } else {
        el('play-prompt').innerHTML = chosen.then;
        if (places[chosen.square]) { square(chosen.square, chosen.label, 'source chosen', function () { chosen = null; draw(); }); }
        controls.choices.forEach(function (c) {
          if (c.from === chosen.square) { var b = square(c.to, c.label, 'target', function () { send(c.action); }); first = first || b; }
        });
      }
      layer.hidden = current() !== last();
      if (had && first && !layer.hidden) { first.focus(); }
    }
    function send(action) {
      if (sending || !controls) { return; }
      sending = true;
      say(words('sending'));
      draw();
      fetch('act', {
        method: 'POST',
        credentials: 'same-origin',
        headers: auth({ 'Content-Type': 'application/json' }),
        body: JSON.stringify({ ply: controls.ply, action: action, lang: lang })
      }).then(function (r) { return r.json(); }).then(function (answer) {
        sending = false;
        say(answer.message);
        if (answer.ok) { controls = null; chosen = null; draw(); } else if (answer.stale) { chosen = null; refresh(null); } else { draw(); }
      }, function () {
        sending = false;
        say(words('failed'));
        draw();
      });
    }
    // Takes the controls of a page read again (`fresh`: its #play, or none).
    function take(fresh) {
      if (!section) { if (fresh) { adopt(fresh); } return; }
      if (!fresh) { controls = null; section.parentNode.removeChild(section); section = null; if (layer) { layer.innerHTML = ''; } return; }
      var before = controls ? controls.ply : null;
      section.setAttribute('data-controls', fresh.getAttribute('data-controls'));
      controls = JSON.parse(fresh.getAttribute('data-controls'));
      if (before !== controls.ply) { chosen = null; }
      var buttons = fresh.querySelector('.play-buttons');
      section.querySelector('.play-buttons').innerHTML = buttons.innerHTML;
      wire();
      draw();
    }
    // A page without controls that learns of them (signed in by its Bearer, or elsewhere):
    // the section goes after the keys' hint, over the board's squares.
    function adopt(fresh) {
      var hint = main.querySelector('.side .hint');
      if (!hint || !layer) { window.location.reload(); return; }
      hint.parentNode.insertBefore(document.importNode(fresh, true), hint.nextSibling);
      section = el('play');
      controls = JSON.parse(section.getAttribute('data-controls'));
      chosen = null;
      wire();
      draw();
    }
    function wire() {
      el('play-cancel').addEventListener('click', function () { chosen = null; draw(); });
      var resign = el('play-resign');
      if (resign) { resign.addEventListener('click', function () { if (window.confirm(resign.getAttribute('data-ask'))) { send('resign'); } }); }
      var drawButton = el('play-draw');
      if (drawButton) { drawButton.addEventListener('click', function () { send('draw'); }); }
    }
    // Escape chooses again; the arrows go to the nearest square in their direction.
    function keys(e) {
      if (!active() || !layer.contains(document.activeElement)) { return false; }
      if (e.key === 'Escape') { chosen = null; draw(); return true; }
      var dir = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] }[e.key];
      if (!dir) { return false; }
      var from = places[document.activeElement.getAttribute('data-square')];
      var best = null; var bestScore = Infinity;
      var all = layer.querySelectorAll('button');
      for (var i = 0; i < all.length; i++) {
        var p = places[all[i].getAttribute('data-square')];
        var dx = p.x - from.x; var dy = p.y - from.y;
        var along = dx * dir[0] + dy * dir[1];
        if (along <= 0.5) { continue; }
        var score = along + 2 * Math.abs(dx * dir[1] + dy * dir[0]);
        if (score < bestScore) { best = all[i]; bestScore = score; }
      }
      if (best) { best.focus(); }
      return true;
    }
    if (section && layer) {
      controls = JSON.parse(section.getAttribute('data-controls'));
      wire();
    }
    return { draw: function () { if (active()) { draw(); } }, take: take, keys: keys, active: active };
  }());

  var source = null;
  if (main.getAttribute('data-live') && window.EventSource) {
    source = new EventSource('events');
    source.addEventListener('turn', function () { refresh(source); });
  }
  // A player signed in by a Bearer reads the page again with it, for their seat's controls.
  if (bearer && main.getAttribute('data-live') && !document.getElementById('play')) { refresh(source); }
  show(current());
}());

// focus-bot's game and tournament pages. On a game page, ← and → (Home, End) and the buttons
// step through the game without a reload; a running game follows its turns live (server-sent
// events), and so does a running tournament's page. Everything here also works without the
// script, by links.
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
  }

  document.addEventListener('keydown', function (e) {
    if (e.altKey || e.ctrlKey || e.metaKey || e.shiftKey) { return; }
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
    fetch('./?lang=' + lang, { credentials: 'same-origin' }).then(function (r) { return r.text(); }).then(function (html) {
      var fresh = new DOMParser().parseFromString(html, 'text/html').getElementById('game');
      if (!fresh) { return; }
      var follow = current() === last();
      ['moves', 'players', 'status'].forEach(function (id) {
        var now = document.getElementById(id); var then = fresh.querySelector('#' + id);
        if (now && then) { now.innerHTML = then.innerHTML; }
      });
      main.setAttribute('data-last', fresh.getAttribute('data-last'));
      if (!fresh.getAttribute('data-live')) { main.removeAttribute('data-live'); source.close(); }
      show(follow ? last() : current());
    });
  }
  if (main.getAttribute('data-live') && window.EventSource) {
    var source = new EventSource('events');
    source.addEventListener('turn', function () { refresh(source); });
  }
  show(current());
}());

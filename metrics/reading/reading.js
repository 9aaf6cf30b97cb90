(function () {
  var boxes = Array.prototype.slice.call(document.querySelectorAll('input[name=pattern]'));
  var columns = Array.prototype.slice.call(document.querySelectorAll('.column'));
  var note = document.getElementById('note');
  var input = document.getElementById('find');
  function stored() {
    var fromHash = (location.hash.match(/patterns=([A-Z,]+)/) || [])[1];
    if (fromHash) return fromHash.split(',');
    try { var saved = localStorage.getItem('reading-patterns'); if (saved) return saved.split(','); } catch (e) {}
    return null;
  }
  function show(chosen) {
    var shown = 0;
    boxes.forEach(function (box) { box.checked = chosen.indexOf(box.value) >= 0; });
    columns.forEach(function (column) {
      column.hidden = chosen.indexOf(column.dataset.pattern) < 0;
      if (!column.hidden) shown += 1;
    });
    document.querySelector('.columns').style.setProperty('--columns', Math.max(shown, 1));
  }
  function chosenNow() { return boxes.filter(function (box) { return box.checked; }).map(function (box) { return box.value; }); }
  function keep(chosen) {
    try { localStorage.setItem('reading-patterns', chosen.join(',')); } catch (e) {}
    var word = input.value.trim();
    history.replaceState(null, '', '#patterns=' + chosen.join(',') + (word ? '&find=' + encodeURIComponent(word) : ''));
  }
  // Two patterns at first: more columns cut code at a projector's width. All are one click away.
  var initial = stored();
  var known = (initial || []).filter(function (pattern) { return boxes.some(function (box) { return box.value === pattern; }); });
  if (known.length >= 2 || (known.length >= 1 && boxes.length < 2)) show(known);
  else show(boxes.slice(0, 2).map(function (box) { return box.value; }));
  document.getElementById('all-patterns').addEventListener('click', function () {
    var all = boxes.map(function (box) { return box.value; });
    note.textContent = '';
    show(all);
    keep(all);
    find();
  });
  var sizes = [12, 14, 16, 18, 21, 24];
  var size = 1;
  try { var savedSize = sizes.indexOf(Number(localStorage.getItem('reading-size'))); if (savedSize >= 0) size = savedSize; } catch (e) {}
  function applySize() {
    document.body.style.setProperty('--code', sizes[size] + 'px');
    try { localStorage.setItem('reading-size', String(sizes[size])); } catch (e) {}
  }
  applySize();
  document.getElementById('smaller').addEventListener('click', function () { size = Math.max(0, size - 1); applySize(); });
  document.getElementById('larger').addEventListener('click', function () { size = Math.min(sizes.length - 1, size + 1); applySize(); });
  boxes.forEach(function (box) {
    box.addEventListener('change', function () {
      var chosen = chosenNow();
      if (chosen.length < Math.min(2, boxes.length)) {
        box.checked = true;
        note.textContent = 'Keep at least two patterns side by side.';
        return;
      }
      note.textContent = '';
      show(chosen);
      keep(chosen);
      find();
    });
  });
  function find() {
    var word = input.value.trim().toLowerCase();
    columns.forEach(function (column) {
      // The first line found where the pattern decides (its controller, view model, presenter
      // or interactor) is where the column scrolls; the first anywhere if none is there.
      var first = null, deciding = null, count = 0;
      column.querySelectorAll('.l').forEach(function (line) {
        line.classList.remove('hit', 'hit-text');
        if (word.length < 2) return;
        var owner = (line.dataset.fn || '').toLowerCase();
        if (owner && owner.indexOf(word) >= 0) line.classList.add('hit');
        else if (line.textContent.toLowerCase().indexOf(word) >= 0) line.classList.add('hit-text');
        else return;
        count += 1;
        if (!first) first = line;
        if (!deciding && line.closest('[data-decides]')) deciding = line;
      });
      first = deciding || first;
      column.querySelector('.found').textContent = word.length < 2 ? '' : count + (count === 1 ? ' line' : ' lines');
      if (first && !column.hidden) column.scrollTop = first.offsetTop - column.offsetTop - 90;
    });
  }
  input.addEventListener('input', function () { find(); keep(chosenNow()); });
  var asked = (location.hash.match(/find=([^&]+)/) || [])[1];
  if (asked) { input.value = decodeURIComponent(asked); find(); }
  document.querySelectorAll('.chip').forEach(function (chip) {
    chip.addEventListener('click', function () {
      var layer = chip.dataset.layer;
      if (document.body.dataset.layer === layer) delete document.body.dataset.layer;
      else document.body.dataset.layer = layer;
    });
  });
})();
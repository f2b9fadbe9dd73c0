// embed.html's one job: a <sudoku-solver> whose attributes come from the
// address fragment (#puzzle=...&mode=animate, read by the widget's own
// attributesOfFragment, so a link can only ever set attribute text), kept in
// step when the fragment changes, and its height posted to the parent page
// whenever it changes, so the host can size the <iframe>:
//   {type: 'sudoku-solver:height', height: <CSS pixels>}
// The message holds nothing but the height, so it goes to any parent ('*');
// the host checks that it comes from this page's origin (see the README).
// The language (lang=pl in the fragment, or in the query: ?lang=pl) is the
// widget's lang attribute and the page's <html lang>; without one, the page
// says the reader's browser language, and the widget speaks the first of the
// reader's languages it has.
// Bundled by esbuild into js/embed.js; embed.html loads it after sudoku-widget.js.
var Element = customElements.get('sudoku-solver');
var solver = document.createElement('sudoku-solver');
var applied = [];

function apply() {
  var attributes = Element.attributesOfFragment(location.hash);
  var asked = new URLSearchParams(location.search).get('lang');
  if (!attributes.lang && asked) attributes.lang = asked;
  applied.forEach(function (name) { if (!(name in attributes)) solver.removeAttribute(name); });
  applied = Object.keys(attributes);
  applied.forEach(function (name) { solver.setAttribute(name, attributes[name]); });
  document.documentElement.lang = attributes.lang || navigator.language || 'en';
}

var posted = 0;
function postHeight() {
  var height = Math.ceil(document.documentElement.getBoundingClientRect().height);
  if (height === posted || window.parent === window) return;
  posted = height;
  window.parent.postMessage({ type: 'sudoku-solver:height', height: height }, '*');
}

apply();
document.body.appendChild(solver);
window.addEventListener('hashchange', apply);
new ResizeObserver(postHeight).observe(document.documentElement);

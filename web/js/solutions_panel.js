// The "Solutions" panel of the site and the widget: the solutions the
// session keeps (session_search.js, All solutions) to browse with Previous / Next,
// a list of the first LISTED and "Go to solution", and the verdict, in the
// session's language (session.tr).
import { KEEP_SOLUTIONS } from './session_search.js';

const LISTED = 500;  // entries in the list (thousands of <option>s stall the page); "Go to solution" reaches the rest

/** el: {panel, verdict, position, previous, next, list (the site's; none in the widget), number}; session: whose solutions events it shows. */
export function createSolutionsPanel(el, session) {
  let total = 0;     // solutions kept
  let current = -1;

  el.previous.addEventListener('click', () => browse(current - 1));
  el.next.addEventListener('click', () => browse(current + 1));
  if (el.list) el.list.addEventListener('change', () => browse(Number(el.list.value)));
  el.number.addEventListener('change', () => {
    const n = Number(el.number.value);
    if (Number.isInteger(n) && n >= 1 && n <= total) browse(n - 1);
    else el.number.value = String(current + 1);
  });

  session.on('solutions', (e) => {
    if (e.type === 'hide') { clear(); el.panel.hidden = true; }
    if (e.type === 'start') { clear(); el.panel.hidden = false; }
    if (e.type === 'batch') add(e.solutions.count);
    if (e.type === 'done') { el.verdict.textContent = e.verdict; update(); }
  });

  function clear() {
    total = 0;
    current = -1;
    if (el.list) el.list.textContent = '';
    el.verdict.textContent = '';
    el.position.textContent = '';
    update();
  }

  function add(n) {
    const before = total;
    total = Math.min(KEEP_SOLUTIONS, total + n);
    if (el.list) {
      const fragment = document.createDocumentFragment();
      for (let i = before; i < Math.min(total, LISTED); i++) {
        const option = document.createElement('option');
        option.value = String(i);
        option.textContent = session.tr.t('solutions.entry', { n: i + 1 });
        fragment.appendChild(option);
      }
      el.list.appendChild(fragment);
    }
    el.number.max = String(total);
    if (current < 0 && total) browse(0);
    else update();
  }

  function browse(index) {
    if (index < 0 || index >= total) return;
    current = index;
    if (el.list) el.list.value = index < LISTED ? String(index) : '';
    el.number.value = String(index + 1);
    session.showSolution(index);
    update();
  }

  function update() {
    el.previous.disabled = current <= 0;
    el.next.disabled = current < 0 || current >= total - 1;
    el.position.textContent = current < 0 ? ''
      : session.tr.t(total >= KEEP_SOLUTIONS ? 'solutions.position_kept' : 'solutions.position', { n: current + 1, total: total });
  }
}

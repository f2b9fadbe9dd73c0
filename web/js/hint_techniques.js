// The techniques hints may use (issue 29): the "Hints may use" menu (every
// rung of the library's ladder up to one) and beside it a box a rung, so a
// teacher can keep hints to what a class has learned, in any mix. The menu
// ticks every rung up to the one it names; ticking rungs one by one shows
// the matching menu entry when the ticks are such a prefix, else "Chosen
// below". The session is told a cap, or the list of ticked ids. The words
// are in the reader's language (i18n.js's translator), English by default.
import { createTranslator } from './i18n.js';

/**
 * Fills `menu` (a <select>) and `list` (a <fieldset>) from `rungs` (the
 * catalog's techniques of the ladder, cheapest first: {id, name}) and keeps
 * them and the session in step through setHintOptions({cap, techniques}).
 * `all` and `none` are buttons that tick or clear every box. tr: the
 * reader's language (default English). Returns {relabel(tr)}: the menu's and
 * the boxes' words again, in `tr`'s language.
 */
export function attachHintTechniques({ menu, list, all, none, rungs, setHintOptions, tr }) {
  const doc = menu.ownerDocument;
  const choice = (value) => {
    const o = doc.createElement('option');
    o.value = value;
    return o;
  };
  const every = choice('');
  menu.appendChild(every);
  const upTo = rungs.map((t) => menu.appendChild(choice(t.id)));
  const chosen = choice('chosen');
  chosen.hidden = true;
  menu.appendChild(chosen);
  const names = [];  // each box's name, a text node beside it
  const boxes = rungs.map((t) => {
    const label = doc.createElement('label');
    const box = doc.createElement('input');
    box.type = 'checkbox';
    box.value = t.id;
    box.checked = true;
    const name = doc.createTextNode('');
    label.append(box, name);
    names.push(name);
    list.appendChild(label);
    return box;
  });
  // The words of the menu and the boxes: "Every technique", "Up to X-Wing", "Chosen below", " X-Wing".
  function relabel(words) {
    const technique = (t) => words.lib('technique.' + t.id, t.name);
    every.textContent = words.t('hints.every_technique');
    rungs.forEach((t, i) => {
      upTo[i].textContent = words.t('hints.up_to', { technique: technique(t) });
      names[i].data = ' ' + technique(t);
    });
    chosen.textContent = words.t('hints.chosen_below');
  }
  relabel(tr || createTranslator('en'));

  // The menu's rung: every box up to it ticked, the rest not.
  menu.addEventListener('change', () => {
    if (menu.value === 'chosen') return;
    const upTo = menu.value ? rungs.findIndex((t) => t.id === menu.value) : rungs.length - 1;
    boxes.forEach((box, i) => { box.checked = i <= upTo; });
    chosen.hidden = true;
    setHintOptions({ cap: menu.value, techniques: null });
  });

  // The boxes: a prefix of the ladder is the menu's entry for it (all of it
  // "Every technique"); any other mix is sent as the list of ids.
  function fromBoxes() {
    const ticked = boxes.filter((b) => b.checked).length;
    const prefix = ticked > 0 && boxes.every((b, i) => b.checked === i < ticked);
    chosen.hidden = prefix;
    if (prefix) {
      menu.value = ticked === boxes.length ? '' : rungs[ticked - 1].id;
      setHintOptions({ cap: menu.value, techniques: null });
    } else {
      menu.value = 'chosen';
      setHintOptions({ cap: '', techniques: boxes.filter((b) => b.checked).map((b) => b.value) });
    }
  }
  list.addEventListener('change', fromBoxes);
  all.addEventListener('click', () => { boxes.forEach((b) => { b.checked = true; }); fromBoxes(); });
  none.addEventListener('click', () => { boxes.forEach((b) => { b.checked = false; }); fromBoxes(); });
  return { relabel: relabel };
}

// The ISS puzzle string of the session's puzzle while it has rules beyond
// the houses (killer cages, lines, dots): what the site writes in the Puzzle
// box, the link (#iss=...) and the Embed panel's snippet in place of the
// grid's line, which carries no rules. The library writes it (format() with
// style "iss"); it is asked once per puzzle and kept.

/** deps: {session, client(): the Worker client that formats}. */
export function createIssText(deps) {
  const session = deps.session;
  let known = { key: '', text: null };

  // The puzzle as one key: its givens, board and rules.
  const keyOf = () => session.line() + '|' + JSON.stringify(session.puzzleOptions());

  return {
    /** The ISS string of the puzzle now, when it has rules and it is known; else null. */
    current: () => (session.state.constraints.length && known.key === keyOf() ? known.text : null),
    /**
     * Resolves to the ISS string of the puzzle now (null: it has no rules, or
     * a shape such strings cannot carry, or the puzzle changed meanwhile).
     */
    update: () => {
      if (!session.state.constraints.length || session.state.layout) return Promise.resolve(null);
      const key = keyOf();
      if (known.key === key) return Promise.resolve(known.text);
      const options = Object.assign(session.puzzleOptions(), { style: 'iss' });
      return Promise.resolve(deps.client().format(Uint8Array.from(session.state.cells), options)).then((text) => {
        known = { key: key, text: text };
        return keyOf() === key ? text : null;
      }, () => {
        known = { key: key, text: null };
        return null;
      });
    },
  };
}

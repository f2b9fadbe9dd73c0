// The site's and the widget's words in Russian (web/js/i18n.js says how a table is read).
export default function () {
  return {
  };
}

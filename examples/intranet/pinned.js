// The page's own checkbox (pinned.html): sets the `params` attribute of both graphs.
const control = document.getElementById('satisfaction-index');
control.addEventListener('change', () => {
  for (const graph of document.querySelectorAll('pulzus-graph')) {
    if (control.checked) graph.setAttribute('params', JSON.stringify({ show_satisfaction_index: true }));
    else graph.removeAttribute('params');
  }
});

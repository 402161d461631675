// Copies every line the program prints (TeaVM sends System.out and System.err to the console)
// and every uncaught error into <pre id="out">, where a person and BrowserRunTest read them.
(function () {
  const out = () => document.getElementById("out");
  for (const level of ["log", "info", "warn", "error"]) {
    const original = console[level].bind(console);
    console[level] = (...args) => {
      out().textContent += args.join(" ") + "\n";
      original(...args);
    };
  }
  window.addEventListener("error", e => {
    out().textContent += "ERROR " + (e.error && e.error.message ? e.error.message : e.message) + "\n";
  });
  window.addEventListener("unhandledrejection", e => { out().textContent += "ERROR " + e.reason + "\n"; });
})();

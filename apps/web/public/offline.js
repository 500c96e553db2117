/* global document */
// The offline page (offline.html) in the reader's language: the one chosen in the app on this
// device (the key the app keeps it under, apps/web/src/i18n/index.ts), else the browser's first
// of English and Hindi. A file, not an inline script, so the site's CSP allows it as it is.
(function () {
  function chosenOnThisDevice() {
    try {
      return localStorage.getItem('vedann.language');
    } catch {
      return null; // storage refused (private mode): the browser's languages decide
    }
  }
  function browserLanguage() {
    var languages = navigator.languages || [navigator.language];
    for (var i = 0; i < languages.length; i++) {
      var base = String(languages[i]).toLowerCase().split('-')[0];
      if (base === 'hi' || base === 'en') return base;
    }
    return 'en';
  }
  var stored = chosenOnThisDevice();
  var language = stored === 'en' || stored === 'hi' ? stored : browserLanguage();
  if (language !== 'hi') return;
  document.documentElement.lang = 'hi';
  document.title = 'आप ऑफ़लाइन हैं · वेदन';
  var parts = document.querySelectorAll('[data-lang]');
  for (var j = 0; j < parts.length; j++) {
    parts[j].hidden = parts[j].getAttribute('data-lang') !== 'hi';
  }
})();

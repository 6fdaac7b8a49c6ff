/* global window */
// SCORM 1.2 runtime adapter: finds the LMS's API object by the standard walk (parents first, then the
// opener and its parents) and wraps the calls so the course keeps working when there is no LMS.
(function () {
  'use strict';

  function findIn(win) {
    let current = win;
    for (let depth = 0; current && depth < 10; depth++) {
      try {
        if (current.API) return current.API;
      } catch {
        // A frame of another origin: its API is not reachable from here.
        return null;
      }
      if (!current.parent || current.parent === current) break;
      current = current.parent;
    }
    return null;
  }

  function findApi() {
    return findIn(window) || (window.opener ? findIn(window.opener) : null);
  }

  let api = null;
  let active = false;

  window.Scorm = {
    /** Starts the session; returns false when no LMS is available. */
    initialize: function () {
      api = findApi();
      if (!api) return false;
      active = String(api.LMSInitialize('')) === 'true';
      return active;
    },
    isActive: function () {
      return active;
    },
    get: function (element) {
      return active ? String(api.LMSGetValue(element)) : '';
    },
    set: function (element, value) {
      return active && String(api.LMSSetValue(element, String(value))) === 'true';
    },
    commit: function () {
      return active && String(api.LMSCommit('')) === 'true';
    },
    finish: function () {
      if (!active) return false;
      active = false;
      return String(api.LMSFinish('')) === 'true';
    },
  };
})();

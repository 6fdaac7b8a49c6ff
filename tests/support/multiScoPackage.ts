// The multi-SCO SCORM 1.2 test package the project builds itself (server tests and the browser test
// share it), built in memory with fflate so every test states exactly the package it imports.
//
// Organisation "org_main" (the default), in document order (kind, prerequisites, mastery score):
//   intro           SCO   intro/index.html             datafromlms "start=1"
//   module1         CONTAINER "Module 1"
//     lesson1       SCO   content/lesson.html?lesson=1   prerequisites "intro"
//     quiz1         SCO   content/quiz/quiz.html?mode=quiz&questions=q1,q2,q3   "intro & lesson1"   80
//     glossary      ASSET glossary.html
//   module2         CONTAINER "Module 2"
//     remedial      SCO   remedial.html                  "~quiz1" (only while quiz1 is not met)
//     quiz2         SCO   content/quiz/quiz.html?mode=quiz&questions=q4,q5       "(quiz1 | remedial) & intro"
//                         60, maxtimeallowed 0000:30:00, timelimitaction "exit,message"
//     survey        SCO   survey.html                    isvisible="false" (hidden, still played)
// Organisation "org_short": one item "short_intro" on the intro resource.
// xml:base: <resources xml:base="content/"> for lesson/quiz, the quiz resource adds xml:base="quiz/";
// the other resources reset it with xml:base="../". The quiz href carries "?mode=quiz" and the items
// add their parameters ("?questions=..."). The intro item carries <metadata> (ignored: a warning).
//
// Every SCO page loads shared/sco.js, which finds the SCORM 1.2 API by walking window.parent (then
// the opener), calls LMSInitialize on load, and shows (ids in brackets, all with visible labels):
//   the SCO's identifier [sco-id], cmi.core.entry [entry], lesson_status [lesson-status],
//   lesson_location [location], suspend_data [suspend-data], cmi.launch_data [launch-data],
//   cmi.student_data.mastery_score [mastery], the page's "questions" parameter [questions],
//   and whether the API was found [lms-status] ("Connected" / "No LMS found"). quiz1 and quiz2 share the
//   quiz page (its SCO id shows "quiz"); their "questions" parameter tells them apart.
// Buttons / form (accessible names in quotes):
//   "Bookmark" text field + "Save bookmark": sets lesson_location and suspend_data
//       ({"sco":<id>,"bookmark":<text>}), LMSCommit;
//   "Score" number field + "Submit score": sets score.raw (and min 0, max 100) and lesson_status:
//       passed/failed against cmi.student_data.mastery_score when there is one, else completed; LMSCommit;
//   "Complete": lesson_status completed, LMSCommit;
//   "Suspend": session_time, exit "suspend", LMSCommit, LMSFinish;
//   "Finish": session_time, exit "" , LMSCommit, LMSFinish.
// On load a "not attempted" status becomes "incomplete" (committed at once), and on pagehide an
// unfinished session is suspended and finished, as real packages do. Each API call is appended to the
// list [api-log] as "LMSSetValue(cmi.core.lesson_status, completed) = true".
// glossary.html is an asset: a plain page that never looks for the API.
import { writeFileSync } from 'node:fs';
import { strToU8, zipSync, type Zippable } from 'fflate';

export interface MultiScoOptions {
  /** organizations@default; null leaves the attribute out. Default "org_main". */
  defaultOrganization?: string | null;
  /** Paths inside the package left out of the zip (the manifest still names them). */
  omitFiles?: string[];
  /** Title of the default organisation, e.g. to tell a second version apart. Default "Multi-SCO test course". */
  title?: string;
}

/** What the default package holds, for assertions. */
export const MULTI_SCO = {
  organisations: ['org_main', 'org_short'],
  /** org_main's items in document order. */
  items: ['intro', 'module1', 'lesson1', 'quiz1', 'glossary', 'module2', 'remedial', 'quiz2', 'survey'],
  scos: ['intro', 'lesson1', 'quiz1', 'remedial', 'quiz2', 'survey'],
  assets: ['glossary'],
  containers: ['module1', 'module2'],
  hidden: ['survey'],
  masteryScores: { quiz1: 80, quiz2: 60 } as Record<string, number>,
  paths: {
    intro: 'intro/index.html',
    lesson1: 'content/lesson.html?lesson=1',
    quiz1: 'content/quiz/quiz.html?mode=quiz&questions=q1,q2,q3',
    glossary: 'glossary.html',
    remedial: 'remedial.html',
    quiz2: 'content/quiz/quiz.html?mode=quiz&questions=q4,q5',
    survey: 'survey.html',
  } as Record<string, string>,
} as const;

const manifest = (
  o: Required<Pick<MultiScoOptions, 'title'>> & MultiScoOptions,
) => `<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="sitos.test.multisco" version="1.0"
  xmlns="http://www.imsproject.org/xsd/imscp_rootv1p1p2"
  xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_rootv1p2">
  <metadata><schema>ADL SCORM</schema><schemaversion>1.2</schemaversion></metadata>
  <organizations${o.defaultOrganization === null ? '' : ` default="${o.defaultOrganization ?? 'org_main'}"`}>
    <organization identifier="org_main">
      <title>${o.title}</title>
      <item identifier="intro" identifierref="res_intro">
        <title>Introduction</title>
        <adlcp:datafromlms>start=1</adlcp:datafromlms>
        <metadata><schema>ADL SCORM</schema></metadata>
      </item>
      <item identifier="module1">
        <title>Module 1</title>
        <item identifier="lesson1" identifierref="res_lesson">
          <title>Lesson 1</title>
          <adlcp:prerequisites type="aicc_script">intro</adlcp:prerequisites>
        </item>
        <item identifier="quiz1" identifierref="res_quiz" parameters="?questions=q1,q2,q3">
          <title>Quiz 1</title>
          <adlcp:prerequisites type="aicc_script">intro &amp; lesson1</adlcp:prerequisites>
          <adlcp:masteryscore>80</adlcp:masteryscore>
        </item>
        <item identifier="glossary" identifierref="res_glossary">
          <title>Glossary</title>
        </item>
      </item>
      <item identifier="module2">
        <title>Module 2</title>
        <item identifier="remedial" identifierref="res_remedial">
          <title>Refresher</title>
          <adlcp:prerequisites type="aicc_script">~quiz1</adlcp:prerequisites>
        </item>
        <item identifier="quiz2" identifierref="res_quiz" parameters="questions=q4,q5">
          <title>Quiz 2</title>
          <adlcp:prerequisites type="aicc_script">(quiz1 | remedial) &amp; intro</adlcp:prerequisites>
          <adlcp:masteryscore>60</adlcp:masteryscore>
          <adlcp:maxtimeallowed>0000:30:00</adlcp:maxtimeallowed>
          <adlcp:timelimitaction>exit,message</adlcp:timelimitaction>
        </item>
        <item identifier="survey" identifierref="res_survey" isvisible="false">
          <title>Survey</title>
        </item>
      </item>
    </organization>
    <organization identifier="org_short">
      <title>Short version</title>
      <item identifier="short_intro" identifierref="res_intro"><title>Introduction only</title></item>
    </organization>
  </organizations>
  <resources xml:base="content/">
    <resource identifier="res_intro" type="webcontent" adlcp:scormtype="sco" xml:base="../" href="intro/index.html">
      <file href="intro/index.html"/><file href="shared/sco.js"/><file href="shared/sco.css"/>
    </resource>
    <resource identifier="res_lesson" type="webcontent" adlcp:scormtype="sco" href="lesson.html?lesson=1">
      <file href="lesson.html"/>
    </resource>
    <resource identifier="res_quiz" type="webcontent" adlcp:scormtype="sco" xml:base="quiz/" href="quiz.html?mode=quiz">
      <file href="quiz.html"/>
    </resource>
    <resource identifier="res_glossary" type="webcontent" adlcp:scormtype="asset" xml:base="../" href="glossary.html">
      <file href="glossary.html"/>
    </resource>
    <resource identifier="res_remedial" type="webcontent" adlcp:scormtype="sco" xml:base="../" href="remedial.html">
      <file href="remedial.html"/>
    </resource>
    <resource identifier="res_survey" type="webcontent" adlcp:scormtype="sco" xml:base="../" href="survey.html">
      <file href="survey.html"/>
    </resource>
  </resources>
</manifest>
`;

const scoPage = (id: string, title: string, root: string) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${title}</title>
    <link rel="stylesheet" href="${root}shared/sco.css" />
    <script src="${root}shared/sco.js" defer></script>
  </head>
  <body data-sco="${id}">
    <main>
      <h1>${title}</h1>
      <p role="status" id="lms-status">Looking for the LMS...</p>
      <dl>
        <dt>SCO</dt><dd id="sco-id">${id}</dd>
        <dt>Entry</dt><dd id="entry"></dd>
        <dt>Lesson status</dt><dd id="lesson-status"></dd>
        <dt>Location</dt><dd id="location"></dd>
        <dt>Suspend data</dt><dd id="suspend-data"></dd>
        <dt>Launch data</dt><dd id="launch-data"></dd>
        <dt>Mastery score</dt><dd id="mastery"></dd>
        <dt>Questions</dt><dd id="questions"></dd>
      </dl>
      <form id="bookmark-form">
        <label for="bookmark">Bookmark</label>
        <input id="bookmark" name="bookmark" type="text" />
        <button type="submit">Save bookmark</button>
      </form>
      <form id="score-form">
        <label for="score">Score</label>
        <input id="score" name="score" type="number" min="0" max="100" />
        <button type="submit">Submit score</button>
      </form>
      <p>
        <button type="button" id="complete">Complete</button>
        <button type="button" id="suspend">Suspend</button>
        <button type="button" id="finish">Finish</button>
      </p>
      <h2>API calls</h2>
      <ol id="api-log"></ol>
    </main>
  </body>
</html>
`;

const SCO_CSS = `body { font: 16px/1.5 system-ui, sans-serif; margin: 1rem; color: #111; background: #fff; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.25rem 1rem; }
dd { margin: 0; overflow-wrap: anywhere; }
form, p { margin: 0.75rem 0; }
input, button { font: inherit; }
#api-log { font-size: 0.8rem; color: #333; }
`;

// Plain ES5-style browser script: the package must run in any LMS, without a build step.
const SCO_JS = `/* global window, document */
(function () {
  'use strict';
  var scoId = document.body.getAttribute('data-sco');
  var startedAt = Date.now();
  var api = null;
  var open = false;

  function find(win) {
    for (var depth = 0; win && depth < 10; depth++) {
      try {
        if (win.API) return win.API;
      } catch (e) {
        return null;
      }
      if (!win.parent || win.parent === win) break;
      win = win.parent;
    }
    return null;
  }
  function text(id, value) {
    document.getElementById(id).textContent = value;
  }
  function log(call, args, result) {
    var item = document.createElement('li');
    item.textContent = call + '(' + args.join(', ') + ') = ' + result;
    document.getElementById('api-log').appendChild(item);
    return result;
  }
  function call(name) {
    var args = Array.prototype.slice.call(arguments, 1);
    if (!api) return '';
    return log(name, args, String(api[name].apply(api, args)));
  }
  function get(element) {
    return call('LMSGetValue', element);
  }
  function set(element, value) {
    return call('LMSSetValue', element, String(value));
  }
  function timespan(ms) {
    var total = Math.max(0, ms) / 1000;
    var pad = function (n, width) {
      return String(n).padStart(width, '0');
    };
    return (
      pad(Math.floor(total / 3600), 4) + ':' + pad(Math.floor((total % 3600) / 60), 2) + ':' +
      (total % 60).toFixed(2).padStart(5, '0')
    );
  }
  function show() {
    text('entry', get('cmi.core.entry'));
    text('lesson-status', get('cmi.core.lesson_status'));
    text('location', get('cmi.core.lesson_location'));
    text('suspend-data', get('cmi.suspend_data'));
    text('launch-data', get('cmi.launch_data'));
    text('mastery', get('cmi.student_data.mastery_score'));
  }
  function end(exit) {
    if (!open) return;
    open = false;
    set('cmi.core.session_time', timespan(Date.now() - startedAt));
    set('cmi.core.exit', exit);
    call('LMSCommit', '');
    call('LMSFinish', '');
    text('lms-status', 'Finished');
  }

  text('questions', new URLSearchParams(window.location.search).get('questions') || '');
  api = find(window) || (window.opener ? find(window.opener) : null);
  open = api !== null && call('LMSInitialize', '') === 'true';
  text('lms-status', open ? 'Connected' : 'No LMS found');
  if (open) {
    if (get('cmi.core.lesson_status') === 'not attempted') {
      set('cmi.core.lesson_status', 'incomplete');
      call('LMSCommit', '');
    }
    show();
  }

  document.getElementById('bookmark-form').addEventListener('submit', function (event) {
    event.preventDefault();
    var bookmark = document.getElementById('bookmark').value;
    set('cmi.core.lesson_location', bookmark);
    set('cmi.suspend_data', JSON.stringify({ sco: scoId, bookmark: bookmark }));
    call('LMSCommit', '');
    show();
  });
  document.getElementById('score-form').addEventListener('submit', function (event) {
    event.preventDefault();
    var score = Number(document.getElementById('score').value);
    var mastery = get('cmi.student_data.mastery_score');
    set('cmi.core.score.min', 0);
    set('cmi.core.score.max', 100);
    set('cmi.core.score.raw', score);
    set(
      'cmi.core.lesson_status',
      mastery === '' ? 'completed' : score >= Number(mastery) ? 'passed' : 'failed',
    );
    call('LMSCommit', '');
    show();
  });
  document.getElementById('complete').addEventListener('click', function () {
    set('cmi.core.lesson_status', 'completed');
    call('LMSCommit', '');
    show();
  });
  document.getElementById('suspend').addEventListener('click', function () {
    end('suspend');
  });
  document.getElementById('finish').addEventListener('click', function () {
    end('');
  });
  window.addEventListener('pagehide', function () {
    end('suspend');
  });
})();
`;

const GLOSSARY = `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8" /><title>Glossary</title></head>
  <body>
    <main>
      <h1>Glossary</h1>
      <dl><dt>SCO</dt><dd>Sharable content object: a page that talks to the LMS.</dd>
      <dt>Asset</dt><dd>A page that does not talk to the LMS.</dd></dl>
    </main>
  </body>
</html>
`;

/** Every file of the package by its path inside the zip. */
export function multiScoFiles(options: MultiScoOptions = {}): Record<string, string> {
  const title = options.title ?? 'Multi-SCO test course';
  const files: Record<string, string> = {
    'imsmanifest.xml': manifest({ ...options, title }),
    'shared/sco.js': SCO_JS,
    'shared/sco.css': SCO_CSS,
    'intro/index.html': scoPage('intro', 'Introduction', '../'),
    'content/lesson.html': scoPage('lesson1', 'Lesson 1', '../'),
    'content/quiz/quiz.html': scoPage('quiz', 'Quiz', '../../'),
    'remedial.html': scoPage('remedial', 'Refresher', ''),
    'survey.html': scoPage('survey', 'Survey', ''),
    'glossary.html': GLOSSARY,
  };
  for (const omitted of options.omitFiles ?? []) delete files[omitted];
  return files;
}

/** The package as a deterministic zip (sorted entries, fixed timestamps). */
export function buildMultiScoPackage(options: MultiScoOptions = {}): Uint8Array {
  const mtime = new Date('2024-01-01T00:00:00Z');
  const zippable: Zippable = {};
  const files = multiScoFiles(options);
  for (const name of Object.keys(files).sort()) zippable[name] = [strToU8(files[name] ?? ''), { mtime }];
  return zipSync(zippable, { level: 6, mtime });
}

/** Writes the default package to a file, e.g. to upload it by hand. */
export function writeMultiScoPackage(target: string, options: MultiScoOptions = {}): void {
  writeFileSync(target, buildMultiScoPackage(options));
}

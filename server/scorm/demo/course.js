/* global window, document */
// Course logic: page navigation with bookmarking, resume from suspend data, the quiz and the report of
// score, status and time to the LMS.
(function () {
  'use strict';

  const Scorm = window.Scorm;
  const pages = Array.from(document.querySelectorAll('.page'));
  const answers = { q1: 'b', q2: 'c', q3: 'a', q4: 'b', q5: 'b' };
  const startedAt = Date.now();
  let masteryScore = 80;
  let state = { page: 0, visited: [0], quiz: null };
  let finished = false;

  // SCORM 1.2 CMITimespan: HHHH:MM:SS.SS
  function timespan(ms) {
    const total = Math.max(0, ms) / 1000;
    const hours = Math.floor(total / 3600);
    const minutes = Math.floor((total % 3600) / 60);
    const seconds = (total % 60).toFixed(2);
    const pad = function (n, width) {
      return String(n).padStart(width, '0');
    };
    return pad(hours, 4) + ':' + pad(minutes, 2) + ':' + seconds.padStart(5, '0');
  }

  function save() {
    Scorm.set('cmi.core.lesson_location', pages[state.page].id);
    Scorm.set('cmi.suspend_data', JSON.stringify(state));
    Scorm.commit();
  }

  function show(index, moveFocus) {
    state.page = index;
    if (state.visited.indexOf(index) < 0) state.visited.push(index);
    pages.forEach(function (page, i) {
      page.hidden = i !== index;
    });
    document.getElementById('progress').textContent = 'Page ' + (index + 1) + ' of ' + pages.length;
    document.getElementById('prev').disabled = index === 0;
    document.getElementById('next').hidden = index === pages.length - 1;
    document.getElementById('finish').hidden = index !== pages.length - 1;
    document.title = pages[index].dataset.title + ' - Information security basics';
    if (moveFocus) pages[index].querySelector('h1').focus();
    save();
  }

  function showResult(quiz) {
    const result = document.getElementById('result');
    const passed = quiz.score >= masteryScore;
    result.hidden = false;
    result.className = 'result ' + (passed ? 'passed' : 'failed');
    result.textContent = passed
      ? 'You passed with ' + quiz.score + ' percent. Well done! Select "Finish course" to close it.'
      : 'You scored ' +
        quiz.score +
        ' percent; ' +
        masteryScore +
        ' percent is needed to pass. Review the lessons and try again.';
    return result;
  }

  function recordInteractions(given) {
    if (Scorm.get('cmi.interactions._count') === '') return;
    Object.keys(answers).forEach(function (question) {
      const n = Scorm.get('cmi.interactions._count');
      Scorm.set('cmi.interactions.' + n + '.id', question);
      Scorm.set('cmi.interactions.' + n + '.type', 'choice');
      Scorm.set('cmi.interactions.' + n + '.student_response', given[question] || '');
      Scorm.set('cmi.interactions.' + n + '.correct_responses.0.pattern', answers[question]);
      Scorm.set(
        'cmi.interactions.' + n + '.result',
        given[question] === answers[question] ? 'correct' : 'wrong',
      );
    });
  }

  function submitQuiz(event) {
    event.preventDefault();
    const form = event.target;
    const given = {};
    const missing = [];
    Object.keys(answers).forEach(function (question, i) {
      const checked = form.querySelector('input[name="' + question + '"]:checked');
      if (checked) given[question] = checked.value;
      else missing.push(i + 1);
    });
    const error = document.getElementById('quiz-error');
    if (missing.length) {
      error.textContent = 'Please answer question ' + missing.join(', ') + ' before checking.';
      return;
    }
    error.textContent = '';
    const correct = Object.keys(answers).filter(function (q) {
      return given[q] === answers[q];
    }).length;
    const score = Math.round((correct / Object.keys(answers).length) * 100);
    state.quiz = { score: score, given: given };
    Scorm.set('cmi.core.score.min', 0);
    Scorm.set('cmi.core.score.max', 100);
    Scorm.set('cmi.core.score.raw', score);
    Scorm.set('cmi.core.lesson_status', score >= masteryScore ? 'passed' : 'failed');
    recordInteractions(given);
    save();
    showResult(state.quiz).focus();
  }

  function finish() {
    if (finished) return;
    finished = true;
    Scorm.set('cmi.core.session_time', timespan(Date.now() - startedAt));
    // Leave the attempt resumable until the quiz is passed.
    const passed = state.quiz && state.quiz.score >= masteryScore;
    Scorm.set('cmi.core.exit', passed ? '' : 'suspend');
    save();
    Scorm.finish();
  }

  function restore() {
    const mastery = Number(Scorm.get('cmi.student_data.mastery_score'));
    if (Scorm.get('cmi.student_data.mastery_score') !== '' && mastery >= 0 && mastery <= 100)
      masteryScore = mastery;
    if (Scorm.get('cmi.core.lesson_status') === 'not attempted')
      Scorm.set('cmi.core.lesson_status', 'incomplete');
    if (Scorm.get('cmi.core.entry') !== 'resume') return;
    try {
      const saved = JSON.parse(Scorm.get('cmi.suspend_data') || 'null');
      if (saved && Array.isArray(saved.visited)) state = saved;
    } catch {
      // Unreadable suspend data: start from the bookmark alone.
    }
    const location = Scorm.get('cmi.core.lesson_location');
    const bookmarked = pages.findIndex(function (page) {
      return page.id === location;
    });
    if (bookmarked >= 0) state.page = bookmarked;
    if (state.quiz) {
      Object.keys(state.quiz.given).forEach(function (question) {
        const input = document.querySelector(
          'input[name="' + question + '"][value="' + state.quiz.given[question] + '"]',
        );
        if (input) input.checked = true;
      });
      showResult(state.quiz);
    }
  }

  if (!Scorm.initialize()) document.getElementById('lms-notice').hidden = false;
  restore();
  show(state.page, false);

  document.getElementById('prev').addEventListener('click', function () {
    if (state.page > 0) show(state.page - 1, true);
  });
  document.getElementById('next').addEventListener('click', function () {
    if (state.page < pages.length - 1) show(state.page + 1, true);
  });
  document.getElementById('finish').addEventListener('click', function () {
    finish();
    document.getElementById('finish').disabled = true;
    document.getElementById('progress').textContent = 'Course closed. You can leave this page.';
  });
  document.getElementById('quiz-form').addEventListener('submit', submitQuiz);
  window.addEventListener('pagehide', finish);
  window.addEventListener('beforeunload', finish);
})();

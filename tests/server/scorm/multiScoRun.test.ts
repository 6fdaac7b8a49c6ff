// @vitest-environment jsdom
// Runs the multi-SCO test package's SCO page in a DOM against scorm-again's SCORM 1.2 runtime (the one
// the app's player uses), so the browser test plays a page known to talk to the API correctly.
import axe from 'axe-core';
import { Scorm12API } from 'scorm-again';
import { afterEach, describe, expect, it } from 'vitest';
import { multiScoFiles } from '../../support/multiScoPackage';

const files = multiScoFiles();
type Cmi = Parameters<Scorm12API['loadFromJSON']>[0];

/** Every value the page set, as the LMS saw it (exit and session_time are write-only in the API). */
let sets: Record<string, string> = {};

function launch(page: string, cmi: Cmi | undefined, search = '') {
  const host = window as unknown as { API?: Scorm12API };
  let api: Scorm12API | undefined;
  if (cmi) {
    api = new Scorm12API({ logLevel: 5, autocommit: false });
    api.loadFromJSON(cmi, '');
    sets = {};
    api.on('LMSSetValue.cmi.*', (element: string, value: string) => {
      sets[element] = value;
    });
    host.API = api;
  } else delete host.API;
  window.history.replaceState(null, '', `/sco${search}`);
  const html = new DOMParser().parseFromString(files[page] ?? '', 'text/html');
  document.body.innerHTML = html.body.innerHTML;
  document.body.dataset.sco = html.body.dataset.sco;
  new Function(files['shared/sco.js'] ?? '')();
  return api;
}

const text = (id: string) => document.getElementById(id)?.textContent;
const fill = (id: string, value: string) => {
  (document.getElementById(id) as HTMLInputElement).value = value;
};
const submit = (id: string) => (document.getElementById(id) as HTMLFormElement).requestSubmit();
const click = (id: string) => (document.getElementById(id) as HTMLButtonElement).click();

afterEach(() => {
  window.dispatchEvent(new Event('pagehide'));
});

describe('the SCO page of the multi-SCO test package', () => {
  it('initialises, shows its start state, bookmarks, scores against the mastery score and suspends', () => {
    const api = launch(
      'content/quiz/quiz.html',
      { core: { entry: 'ab-initio', lesson_status: 'not attempted' }, student_data: { mastery_score: '80' } },
      '?mode=quiz&questions=q1,q2,q3',
    );
    if (!api) throw new Error('no API');
    expect(api.isInitialized()).toBe(true);
    expect(text('lms-status')).toBe('Connected');
    expect(text('sco-id')).toBe('quiz');
    expect(text('questions')).toBe('q1,q2,q3');
    expect(text('entry')).toBe('ab-initio');
    expect(text('lesson-status')).toBe('incomplete');
    expect(text('mastery')).toBe('80');

    fill('bookmark', 'page 3');
    submit('bookmark-form');
    expect(api.LMSGetValue('cmi.core.lesson_location')).toBe('page 3');
    expect(JSON.parse(api.LMSGetValue('cmi.suspend_data'))).toEqual({ sco: 'quiz', bookmark: 'page 3' });
    expect(text('location')).toBe('page 3');

    fill('score', '70');
    submit('score-form');
    expect(api.LMSGetValue('cmi.core.lesson_status')).toBe('failed');
    fill('score', '85');
    submit('score-form');
    expect(api.LMSGetValue('cmi.core.score.raw')).toBe('85');
    expect(api.LMSGetValue('cmi.core.lesson_status')).toBe('passed');

    click('suspend');
    expect(api.isTerminated()).toBe(true);
    expect(sets['cmi.core.exit']).toBe('suspend');
    expect(sets['cmi.core.session_time']).toMatch(/^\d{4}:\d{2}:\d{2}\.\d{2}$/);
    expect(text('lms-status')).toBe('Finished');
    expect([...document.querySelectorAll('#api-log li')].map((li) => li.textContent)).toContain(
      'LMSFinish() = true',
    );
  });

  it('resumes with its saved state, completes without a mastery score and finishes on pagehide', () => {
    const api = launch('intro/index.html', {
      core: { entry: 'resume', lesson_status: 'incomplete', lesson_location: 'p2' },
      suspend_data: '{"sco":"intro","bookmark":"p2"}',
      launch_data: 'start=1',
    });
    if (!api) throw new Error('no API');
    expect(text('entry')).toBe('resume');
    expect(text('location')).toBe('p2');
    expect(text('suspend-data')).toBe('{"sco":"intro","bookmark":"p2"}');
    expect(text('launch-data')).toBe('start=1');
    fill('score', '40');
    submit('score-form');
    expect(api.LMSGetValue('cmi.core.lesson_status')).toBe('completed');
    click('complete');
    window.dispatchEvent(new Event('pagehide'));
    expect(api.isTerminated()).toBe(true);
    expect(sets['cmi.core.exit']).toBe('suspend');
  });

  it('says when there is no LMS, and the buttons still do no harm', () => {
    launch('survey.html', undefined);
    expect(text('lms-status')).toBe('No LMS found');
    click('complete');
    click('finish');
    expect(document.querySelectorAll('#api-log li')).toHaveLength(0);
  });

  it('has no accessibility violations (axe-core)', async () => {
    launch('remedial.html', { core: { entry: 'ab-initio', lesson_status: 'not attempted' } });
    const results = await axe.run(document.body, { rules: { region: { enabled: false } } });
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });
});

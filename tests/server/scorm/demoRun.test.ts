// @vitest-environment jsdom
// Runs the demo course's own scripts in a DOM against scorm-again's SCORM 1.2 runtime, the one the
// app's player uses, and checks what the course reports.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import axe from 'axe-core';
import { Scorm12API } from 'scorm-again';
import { describe, expect, it } from 'vitest';
import { DEMO_COURSE_DIR } from '../../../server/scorm/demoPackage';

const read = (name: string) => readFileSync(path.join(DEMO_COURSE_DIR, name), 'utf8');
const html = new DOMParser().parseFromString(read('index.html'), 'text/html');
const scripts = [read('scorm-api.js'), read('course.js')];

type Cmi = Parameters<Scorm12API['loadFromJSON']>[0];

/** Every value the course set, in order, as the LMS saw it. */
let sets: [string, string][] = [];

function launch(cmi: Cmi | undefined) {
  const host = window as unknown as { API?: Scorm12API };
  let api: Scorm12API | undefined;
  sets = [];
  if (cmi) {
    api = new Scorm12API({ logLevel: 5, autocommit: false });
    api.loadFromJSON(cmi, '');
    api.on('LMSSetValue.cmi.*', (element: string, value: string) => sets.push([element, value]));
    host.API = api;
  } else {
    delete host.API;
  }
  document.body.innerHTML = html.body.innerHTML;
  for (const script of scripts) new Function(script)();
  return api;
}

const click = (id: string) => (document.getElementById(id) as HTMLButtonElement).click();
const visiblePage = () =>
  Array.from(document.querySelectorAll<HTMLElement>('.page')).find((p) => !p.hidden)?.id;

function answer(choices: Record<string, string>) {
  for (const [question, value] of Object.entries(choices)) {
    (document.querySelector(`input[name="${question}"][value="${value}"]`) as HTMLInputElement).click();
  }
  (document.getElementById('quiz-form') as HTMLFormElement).requestSubmit();
}

describe('the demo course at run time', () => {
  it('bookmarks each page, scores the quiz against the mastery score and finishes', () => {
    const api = launch({
      core: { entry: 'ab-initio', lesson_status: 'not attempted' },
      student_data: { mastery_score: '80' },
    });
    if (!api) throw new Error('no API');
    expect(api.isInitialized()).toBe(true);
    expect(api.LMSGetValue('cmi.core.lesson_status')).toBe('incomplete');
    expect(api.LMSGetValue('cmi.core.lesson_location')).toBe('passwords');
    click('next');
    click('next');
    expect(api.LMSGetValue('cmi.core.lesson_location')).toBe('data');
    expect(document.activeElement?.id).toBe('data-heading');
    click('next');
    expect(visiblePage()).toBe('quiz');

    answer({ q1: 'b', q2: 'c', q3: 'a', q4: 'b', q5: 'a' });
    expect(api.LMSGetValue('cmi.core.score.raw')).toBe('80');
    expect(api.LMSGetValue('cmi.core.score.max')).toBe('100');
    expect(api.LMSGetValue('cmi.core.lesson_status')).toBe('passed');
    expect(api.LMSGetValue('cmi.interactions._count')).toBe('5');
    expect(document.getElementById('result')?.textContent).toContain('You passed with 80 percent');
    expect(JSON.parse(api.LMSGetValue('cmi.suspend_data'))).toMatchObject({ page: 3, visited: [0, 1, 2, 3] });

    click('finish');
    expect(api.isTerminated()).toBe(true);
    const sessionTime = sets.find(([element]) => element === 'cmi.core.session_time')?.[1];
    expect(sessionTime).toMatch(/^\d{4}:\d{2}:\d{2}\.\d{2}$/);
    expect(sets).toContainEqual(['cmi.core.exit', '']);
  });

  it('fails below the mastery score and asks for all answers first', () => {
    const api = launch({ core: { entry: 'ab-initio' }, student_data: { mastery_score: '80' } });
    if (!api) throw new Error('no API');
    click('next');
    click('next');
    click('next');
    answer({ q1: 'b' });
    expect(document.getElementById('quiz-error')?.textContent).toBe(
      'Please answer question 2, 3, 4, 5 before checking.',
    );
    answer({ q2: 'a', q3: 'b', q4: 'a', q5: 'b' });
    expect(api.LMSGetValue('cmi.core.score.raw')).toBe('40');
    expect(api.LMSGetValue('cmi.core.lesson_status')).toBe('failed');
    expect(document.getElementById('result')?.textContent).toContain('80 percent is needed to pass');
    // Not passed yet: the attempt stays resumable.
    click('finish');
    expect(sets).toContainEqual(['cmi.core.exit', 'suspend']);
  });

  it('resumes at the bookmark with the saved answers', () => {
    const suspend = JSON.stringify({ page: 1, visited: [0, 1], quiz: null });
    const api = launch({
      core: { entry: 'resume', lesson_location: 'phishing', lesson_status: 'incomplete' },
      suspend_data: suspend,
    });
    if (!api) throw new Error('no API');
    expect(visiblePage()).toBe('phishing');
    expect(document.getElementById('progress')?.textContent).toBe('Page 2 of 4');
  });

  it('has no accessibility violations on any page (axe-core)', async () => {
    launch({ core: { entry: 'ab-initio' } });
    document.documentElement.lang = html.documentElement.lang;
    for (let page = 0; page < 4; page++) {
      // jsdom renders no pixels, so colour contrast is checked in the browser suites instead.
      const result = await axe.run(document, { rules: { 'color-contrast': { enabled: false } } });
      expect(result.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
      click('next');
    }
  });

  it('still runs without an LMS and says progress is not saved', () => {
    launch(undefined);
    expect(document.getElementById('lms-notice')?.hidden).toBe(false);
    click('next');
    expect(visiblePage()).toBe('phishing');
  });
});

// The importer on packages with several SCOs: the whole organisation, the report of what it found and
// ignored, and the broken manifests it refuses.
import { describe, expect, it } from 'vitest';
import { ScormError } from '../../../server/scorm/errors';
import { inspectScormPackage } from '../../../server/scorm/importer';
import { buildMultiScoPackage, multiScoFiles, MULTI_SCO } from '../../support/multiScoPackage';
import { buildZip, fixture, fixturesPresent } from './helpers';

const inspect = (zip: Uint8Array) => inspectScormPackage(zip, 'course.zip');

function refusal(run: () => unknown): ScormError {
  try {
    run();
  } catch (error) {
    if (error instanceof ScormError) return error;
    throw error;
  }
  throw new Error('expected the package to be refused');
}

/** The default package with its manifest changed. */
const withManifest = (change: (xml: string) => string) => {
  const files = multiScoFiles();
  files['imsmanifest.xml'] = change(files['imsmanifest.xml'] ?? '');
  return buildZip(files);
};

describe('the multi-SCO test package', () => {
  const pkg = inspect(buildMultiScoPackage());

  it('imports every item of the default organisation in document order, nested', () => {
    expect(pkg.items.map((i) => [i.identifier, i.parentIdentifier, i.depth, i.position, i.kind])).toEqual([
      ['intro', null, 0, 0, 'SCO'],
      ['module1', null, 0, 1, 'CONTAINER'],
      ['lesson1', 'module1', 1, 2, 'SCO'],
      ['quiz1', 'module1', 1, 3, 'SCO'],
      ['glossary', 'module1', 1, 4, 'ASSET'],
      ['module2', null, 0, 5, 'CONTAINER'],
      ['remedial', 'module2', 1, 6, 'SCO'],
      ['quiz2', 'module2', 1, 7, 'SCO'],
      ['survey', 'module2', 1, 8, 'SCO'],
    ]);
    expect(pkg.items.map((i) => i.identifier)).toEqual(MULTI_SCO.items);
  });

  it('resolves xml:base per resource and appends the href query and the item parameters', () => {
    const hrefs = Object.fromEntries(pkg.items.map((i) => [i.identifier, i.href]));
    expect(hrefs).toEqual({ ...MULTI_SCO.paths, module1: null, module2: null });
    expect(pkg.items.find((i) => i.identifier === 'quiz2')?.launchFile).toBe('content/quiz/quiz.html');
    expect(pkg).toMatchObject({ launchPath: 'intro/index.html', launchFile: 'intro/index.html' });
  });

  it('keeps visibility, prerequisites as written, mastery scores, time limits and launch data per item', () => {
    const byId = Object.fromEntries(pkg.items.map((i) => [i.identifier, i]));
    expect(pkg.items.filter((i) => !i.isVisible).map((i) => i.identifier)).toEqual(['survey']);
    expect(byId.quiz1).toMatchObject({ prerequisites: 'intro & lesson1', masteryScore: 80 });
    expect(byId.quiz2).toMatchObject({
      prerequisites: '(quiz1 | remedial) & intro',
      masteryScore: 60,
      maxTimeAllowed: '0000:30:00',
      timeLimitAction: 'exit,message',
    });
    expect(byId.remedial).toMatchObject({ prerequisites: '~quiz1', masteryScore: null });
    expect(byId.intro).toMatchObject({ dataFromLms: 'start=1', prerequisites: null, maxTimeAllowed: null });
  });

  it('reports organisations, counts and what it ignored, and no missing files', () => {
    expect(pkg.report).toEqual({
      organisations: [
        { identifier: 'org_main', title: 'Multi-SCO test course', itemCount: 9, isDefault: true },
        { identifier: 'org_short', title: 'Short version', itemCount: 1, isDefault: false },
      ],
      importedOrganisation: 'org_main',
      itemCount: 9,
      scoCount: 6,
      assetCount: 1,
      missingFiles: [],
      warnings: [
        'Only the organisation "org_main" is imported; "org_short" is not.',
        '<metadata> is ignored (item "intro"): the platform does not use it.',
      ],
    });
  });
});

describe('choosing the organisation', () => {
  it('takes the first and says so when the default names no organisation', () => {
    const pkg = inspect(buildMultiScoPackage({ defaultOrganization: 'org_missing' }));
    expect(pkg.report.importedOrganisation).toBe('org_main');
    expect(pkg.report.organisations.map((o) => o.isDefault)).toEqual([false, false]);
    expect(pkg.report.warnings[0]).toBe(
      'The default organisation "org_missing" does not exist; the first, "org_main", is imported.',
    );
  });

  it('takes the first and says so when there is no default attribute', () => {
    const pkg = inspect(buildMultiScoPackage({ defaultOrganization: null }));
    expect(pkg.report.warnings[0]).toBe(
      'The organisations name no default organisation; the first, "org_main", is imported.',
    );
  });

  it('imports the organisation the default names, even when it is not the first', () => {
    const pkg = inspect(buildMultiScoPackage({ defaultOrganization: 'org_short' }));
    expect(pkg.items.map((i) => [i.identifier, i.href])).toEqual([['short_intro', 'intro/index.html']]);
    expect(pkg.report).toMatchObject({ importedOrganisation: 'org_short', itemCount: 1, scoCount: 1 });
    expect(pkg.title).toBe('Short version');
  });
});

describe('missing files', () => {
  it('lists files the manifest names but the zip lacks, and still imports', () => {
    const pkg = inspect(
      buildMultiScoPackage({ omitFiles: ['survey.html', 'shared/sco.css', 'glossary.html'] }),
    );
    expect(pkg.report.missingFiles).toEqual(['shared/sco.css', 'glossary.html', 'survey.html']);
    expect(pkg.items).toHaveLength(9);
  });

  it('refuses the package when the first launch file is missing: nothing could start', () => {
    const error = refusal(() => inspect(buildMultiScoPackage({ omitFiles: ['intro/index.html'] })));
    expect(error.code).toBe('SCORM_LAUNCH_MISSING');
    expect(error.message).toContain('"intro/index.html"');
  });
});

describe('warnings for what the importer ignores', () => {
  it('names unsupported and dangling prerequisites, bad time limits, sequencing and untyped resources', () => {
    const pkg = inspect(
      withManifest((xml) =>
        xml
          .replace('>intro &amp; lesson1<', '>intro=passed<')
          .replace('>~quiz1<', '>~quiz9 | intro<')
          .replace(
            '<adlcp:prerequisites type="aicc_script">intro</adlcp:prerequisites>',
            '<adlcp:prerequisites type="other">intro</adlcp:prerequisites>',
          )
          .replace('0000:30:00', 'half an hour')
          .replace('exit,message', 'explode')
          .replace('<title>Survey</title>', '<title>Survey</title><imsss:sequencing/>')
          .replace('<title>Short version</title>', '<title>Short version</title><imsss:sequencing/>')
          .replace(
            'adlcp:scormtype="sco" xml:base="../" href="survey.html"',
            'xml:base="../" href="survey.html"',
          ),
      ),
    );
    expect(pkg.report.warnings).toEqual([
      'Only the organisation "org_main" is imported; "org_short" is not.',
      'The prerequisites of the item "lesson1" are of type "other", not aicc_script; they are ignored.',
      'The item "quiz2" has adlcp:maxtimeallowed "half an hour", which is no time span (HHHH:MM:SS); it is ignored.',
      'The item "quiz2" has adlcp:timelimitaction "explode", which SCORM 1.2 does not define (exit,message; exit,no message; continue,message; continue,no message); it is ignored.',
      'The prerequisites "intro=passed" of the item "quiz1" are not in the supported AICC script form (A & B, A | B, ~A, parentheses); they are ignored and the item can always be entered.',
      'The prerequisites "~quiz9 | intro" of the item "remedial" name "quiz9", which is not an item of the organisation; they are ignored and the item can always be entered.',
      'The resources "res_survey" declare no adlcp:scormtype "sco" or "asset"; they are taken as SCOs.',
      '<metadata> is ignored (item "intro"): the platform does not use it.',
      '<imsss:sequencing> is ignored (item "survey"): the platform does not use it.',
    ]);
    const byId = Object.fromEntries(pkg.items.map((i) => [i.identifier, i]));
    expect(byId.lesson1?.prerequisites).toBeNull();
    expect(byId.quiz1?.prerequisites).toBe('intro=passed');
    expect(byId.quiz2).toMatchObject({ maxTimeAllowed: null, timeLimitAction: null });
    expect(byId.survey?.kind).toBe('SCO');
  });
});

describe('items that can never be entered', () => {
  const lesson1Needs = (script: string) => (xml: string) =>
    xml.replace(
      '<adlcp:prerequisites type="aicc_script">intro</adlcp:prerequisites>',
      `<adlcp:prerequisites type="aicc_script">${script}</adlcp:prerequisites>`,
    );
  const never = (names: string, clause = ', so no learner can finish the course') =>
    `The items ${names} can never be entered: their prerequisites wait for each other or for items that can never be met${clause}. Correct adlcp:prerequisites and export again.`;

  it('warns about items that need each other, and what waits for them', () => {
    // lesson1 needs quiz1, which needs lesson1; quiz2 still opens through the refresher.
    const pkg = inspect(withManifest(lesson1Needs('quiz1')));
    expect(pkg.report.warnings).toContain(never('"lesson1", "quiz1"'));
    expect(pkg.items).toHaveLength(9);
  });

  it('warns about an item that needs the container it is in', () => {
    const pkg = inspect(withManifest(lesson1Needs('module1')));
    expect(pkg.report.warnings).toContain(never('"lesson1", "quiz1"'));
  });

  it('names one item alone, and an asset without saying the course cannot be finished', () => {
    const pkg = inspect(
      withManifest((xml) =>
        lesson1Needs('glossary')(xml).replace(
          '<title>Glossary</title>',
          '<title>Glossary</title><adlcp:prerequisites type="aicc_script">glossary</adlcp:prerequisites>',
        ),
      ),
    );
    const warnings = pkg.report.warnings.filter((w) => w.includes('can never be entered'));
    expect(warnings).toEqual([
      'The items "lesson1", "quiz1", "glossary" can never be entered: their prerequisites wait for each other or for items that can never be met, so no learner can finish the course. Correct adlcp:prerequisites and export again.',
    ]);
    const alone = inspect(
      withManifest((xml) =>
        xml.replace(
          '<title>Glossary</title>',
          '<title>Glossary</title><adlcp:prerequisites type="aicc_script">glossary</adlcp:prerequisites>',
        ),
      ),
    );
    expect(alone.report.warnings).toContain(
      'The item "glossary" can never be entered: its prerequisites wait for each other or for items that can never be met. Correct adlcp:prerequisites and export again.',
    );
  });

  it('does not warn about a refresher that only ~ locks, or a choice with one way open', () => {
    const pkg = inspect(withManifest((xml) => xml));
    expect(pkg.report.warnings.filter((w) => w.includes('can never be entered'))).toEqual([]);
  });
});

describe('broken manifests are refused with what is wrong', () => {
  it.each([
    [
      'a duplicate item identifier',
      (x: string) => x.replace('identifier="quiz2"', 'identifier="quiz1"'),
      'SCORM_MANIFEST_INVALID',
      'the item identifier "quiz1" is used twice',
    ],
    [
      'a later item pointing at a missing resource',
      (x: string) => x.replace('identifierref="res_survey"', 'identifierref="res_gone"'),
      'SCORM_MANIFEST_INVALID',
      'the item "survey" refers to the missing resource "res_gone"',
    ],
    [
      'a later item launching an external address',
      (x: string) => x.replace('href="remedial.html"', 'href="https://example.org/x.html"'),
      'SCORM_LAUNCH_EXTERNAL',
      '(item "remedial")',
    ],
    [
      'a bad mastery score on a later item',
      (x: string) => x.replace('<adlcp:masteryscore>60', '<adlcp:masteryscore>high'),
      'SCORM_MASTERY_INVALID',
      'of the item "quiz2"',
    ],
    [
      'an organisation without launchable items',
      (x: string) => x.replace(/identifierref="[^"]*"/g, ''),
      'SCORM_NO_LAUNCH',
      'no SCO or asset with a launch file',
    ],
    [
      'a manifest that is not XML',
      () => '<manifest><organizations>',
      'SCORM_MANIFEST_INVALID',
      'not well-formed XML',
    ],
  ])('%s', (_name, change, code, message) => {
    const error = refusal(() => inspect(withManifest(change)));
    expect(error.code).toBe(code);
    expect(error.message).toContain(message);
  });
});

describe.skipIf(!fixturesPresent)('the Golf fixtures', () => {
  it.each(['singlescobasic.zip', 'singlesco_scorm12.zip'])(
    '%s imports as one SCO with a clean report',
    (name) => {
      const pkg = inspectScormPackage(fixture(name), name);
      expect(pkg.items.map((i) => [i.identifier, i.kind, i.href])).toEqual([
        ['item_1', 'SCO', 'shared/launchpage.html'],
      ]);
      expect(pkg.report).toMatchObject({
        importedOrganisation: 'golf_sample_default_org',
        itemCount: 1,
        scoCount: 1,
        assetCount: 0,
        missingFiles: [],
        warnings: [],
      });
    },
  );

  it.each([
    ['validscorm.zip', 'SCORM_MANIFEST_INVALID'],
    ['badscorm.zip', 'SCORM_MANIFEST_NOT_AT_ROOT'],
    ['invalid.zip', 'SCORM_NO_MANIFEST'],
  ])('%s is still refused (%s)', (name, code) => {
    expect(refusal(() => inspectScormPackage(fixture(name), name)).code).toBe(code);
  });
});

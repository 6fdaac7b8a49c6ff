import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  assignmentStanding,
  daysBetween,
  firstDueOn,
  isLocalDate,
  isTimeZone,
  localDate,
  type LearnerItemState,
} from '../../../src/schemas/assignmentDue';

const state = (over: Partial<LearnerItemState>): LearnerItemState => ({
  firstDue: null,
  recurrenceMonths: null,
  lastDoneOn: null,
  started: false,
  today: '2026-03-01',
  ...over,
});

describe('calendar days', () => {
  it('adds months keeping the day, or the month end when the month is shorter', () => {
    expect(addMonths('2024-02-29', 12)).toBe('2025-02-28');
    expect(addMonths('2024-02-29', 48)).toBe('2028-02-29');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2025-12-15', 1)).toBe('2026-01-15');
    expect(addMonths('2025-11-30', 3)).toBe('2026-02-28');
  });

  it('adds days across a year end and a leap day', () => {
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2023-02-28', 1)).toBe('2023-03-01');
    expect(daysBetween('2025-12-30', '2026-01-02')).toBe(3);
    expect(daysBetween('2026-01-02', '2025-12-30')).toBe(-3);
  });

  it('checks days and time zones', () => {
    expect(isLocalDate('2024-02-29')).toBe(true);
    expect(isLocalDate('2023-02-29')).toBe(false);
    expect(isLocalDate('2026-13-01')).toBe(false);
    expect(isLocalDate('1.3.2026')).toBe(false);
    expect(isTimeZone('Europe/Berlin')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(() => addDays('tomorrow', 1)).toThrow(RangeError);
  });

  it('takes the day where the learner is, around midnight', () => {
    const instant = new Date('2026-03-03T23:30:00Z');
    expect(localDate(instant, 'UTC')).toBe('2026-03-03');
    expect(localDate(instant, 'Europe/Berlin')).toBe('2026-03-04');
    expect(localDate(instant, 'America/Los_Angeles')).toBe('2026-03-03');
    expect(localDate(new Date('2026-03-04T07:30:00Z'), 'America/Los_Angeles')).toBe('2026-03-03');
    expect(localDate(new Date('2026-03-03T10:30:00Z'), 'Pacific/Kiritimati')).toBe('2026-03-04');
    // An unknown zone is UTC, not an error: a bad browser report must not break the list.
    expect(localDate(instant, 'Nowhere/Nothing')).toBe('2026-03-03');
    expect(localDate(instant, null)).toBe('2026-03-03');
  });
});

describe('first due day', () => {
  const rule = { dueOn: null, dueDays: null, recurrenceMonths: null };
  it('is the fixed day, or the assignment day in the learner’s zone plus the days', () => {
    expect(firstDueOn({ ...rule, dueOn: '2026-04-01' }, new Date('2026-03-01T12:00:00Z'), 'UTC')).toBe(
      '2026-04-01',
    );
    // Assigned 23:30 UTC on 31 Dec: already 1 Jan in Berlin, so 30 days run to 31 Jan there.
    const lateNight = new Date('2025-12-31T23:30:00Z');
    expect(firstDueOn({ ...rule, dueDays: 30 }, lateNight, 'Europe/Berlin')).toBe('2026-01-31');
    expect(firstDueOn({ ...rule, dueDays: 30 }, lateNight, 'America/New_York')).toBe('2026-01-30');
    expect(firstDueOn(rule, lateNight, 'UTC')).toBeNull();
  });
});

describe('standing', () => {
  it('without a due date is never overdue', () => {
    expect(assignmentStanding(state({}))).toEqual({
      status: 'NOT_STARTED',
      dueOn: null,
      validUntil: null,
      daysLeft: null,
    });
    expect(assignmentStanding(state({ started: true })).status).toBe('IN_PROGRESS');
  });

  it('is due on the due day and overdue from the day after', () => {
    expect(assignmentStanding(state({ firstDue: '2026-03-01' }))).toMatchObject({
      status: 'NOT_STARTED',
      daysLeft: 0,
    });
    expect(assignmentStanding(state({ firstDue: '2026-03-01', today: '2026-03-02' }))).toMatchObject({
      status: 'OVERDUE',
      dueOn: '2026-03-01',
      daysLeft: -1,
    });
    expect(assignmentStanding(state({ firstDue: '2026-03-05', started: true }))).toMatchObject({
      status: 'IN_PROGRESS',
      daysLeft: 4,
    });
  });

  it('decides overdue on the learner’s day: the same instant is on time in one zone and late in another', () => {
    const now = new Date('2026-03-01T23:30:00Z');
    const berlin = assignmentStanding(
      state({ firstDue: '2026-03-01', today: localDate(now, 'Europe/Berlin') }),
    );
    const newYork = assignmentStanding(
      state({ firstDue: '2026-03-01', today: localDate(now, 'America/New_York') }),
    );
    expect(berlin.status).toBe('OVERDUE');
    expect(newYork.status).toBe('NOT_STARTED');
  });

  it('counts a completion for good without a recurrence, even a late one', () => {
    expect(
      assignmentStanding(state({ firstDue: '2026-01-01', lastDoneOn: '2026-02-15', today: '2030-01-01' })),
    ).toEqual({ status: 'COMPLETED', dueOn: null, validUntil: null, daysLeft: null });
  });

  it('recertification: a completion counts for the period, then the item is due again', () => {
    const yearly = { recurrenceMonths: 12, firstDue: '2025-01-31', lastDoneOn: '2025-01-20' };
    expect(assignmentStanding(state({ ...yearly, today: '2026-01-19' }))).toEqual({
      status: 'COMPLETED',
      dueOn: null,
      validUntil: '2026-01-19',
      daysLeft: null,
    });
    // Across the year end: due again on 20 January 2026, overdue the day after.
    expect(assignmentStanding(state({ ...yearly, today: '2026-01-20' }))).toMatchObject({
      status: 'NOT_STARTED',
      dueOn: '2026-01-20',
      daysLeft: 0,
    });
    expect(assignmentStanding(state({ ...yearly, today: '2026-01-21', started: true }))).toMatchObject({
      status: 'OVERDUE',
      dueOn: '2026-01-20',
    });
  });

  it('recertification from a leap day runs out on the last day of February', () => {
    const leap = { recurrenceMonths: 12, firstDue: '2024-03-01', lastDoneOn: '2024-02-29' };
    expect(assignmentStanding(state({ ...leap, today: '2025-02-27' }))).toMatchObject({
      status: 'COMPLETED',
      validUntil: '2025-02-27',
    });
    expect(assignmentStanding(state({ ...leap, today: '2025-02-28' }))).toMatchObject({
      status: 'NOT_STARTED',
      dueOn: '2025-02-28',
    });
  });

  it('an extension moves the owed due day later, never earlier', () => {
    expect(
      assignmentStanding(state({ firstDue: '2026-02-01', extendedTo: '2026-03-10', today: '2026-03-01' })),
    ).toMatchObject({ status: 'NOT_STARTED', dueOn: '2026-03-10', daysLeft: 9 });
    expect(
      assignmentStanding(state({ firstDue: '2026-04-01', extendedTo: '2026-03-10', today: '2026-03-01' })),
    ).toMatchObject({ dueOn: '2026-04-01' });
    expect(assignmentStanding(state({ extendedTo: '2026-02-10' }))).toMatchObject({ status: 'OVERDUE' });
  });
});

import { expect, it } from 'vitest';
import { singleFlight } from './single-flight';

it('runs a job once for simultaneous callers of one key, again once it has ended, and apart for other keys', async () => {
  const flights = singleFlight<number>();
  let runs = 0;
  let release!: () => void;
  const job = () => {
    runs++;
    return new Promise<number>((r) => {
      release = () => r(runs);
    });
  };
  const first = flights.run('a', job);
  const second = flights.run('a', job);
  expect([first.joined, second.joined]).toEqual([false, true]);
  expect(flights.isRunning('a')).toBe(true);
  release();
  expect([await first.promise, await second.promise]).toEqual([1, 1]);
  expect(flights.isRunning('a')).toBe(false);
  const third = flights.run('a', async () => ++runs);
  const other = flights.run('b', async () => ++runs);
  expect([third.joined, other.joined]).toEqual([false, false]);
  expect(await third.promise).toBe(2);
  expect(runs).toBe(3);
});

it('forgets a failed job, so the next caller tries again', async () => {
  const flights = singleFlight<number>();
  await expect(
    flights.run('a', async () => {
      throw new Error('boom');
    }).promise,
  ).rejects.toThrow('boom');
  expect(flights.isRunning('a')).toBe(false);
  expect(await flights.run('a', async () => 7).promise).toBe(7);
});

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { classOf } from './tasks.mjs';

type Node = {
  event: { name: string; args?: object };
  selfTime: number;
  duration: number;
  startTime: number;
  children: Node[];
};

// A task of the given duration whose own time is spread over child events, by name.
const task = (children: [string, number, object?][], posted = ''): Node => {
  const duration = children.reduce((sum, [, ms]) => sum + ms, 0);
  return {
    event: { name: 'ThreadControllerImpl::RunTask', args: { src_func: posted } },
    selfTime: 0,
    duration,
    startTime: 0,
    children: children.map(([name, ms, args]) => ({
      event: { name, args },
      selfTime: ms,
      duration: ms,
      startTime: 0,
      children: [],
    })),
  };
};

test('a task mostly of microtasks is the start-up of the modules and hydration', () => {
  assert.match(
    classOf(
      task([
        ['RunMicrotasks', 90],
        ['Layout', 30],
      ]),
    ),
    /^start-up/,
  );
});

test('a frame the canvas hands over is the ripple, whatever else the task does', () => {
  assert.match(classOf(task([['RunMicrotasks', 90]], 'PostImageToPlaceholder')), /^ripple canvas/);
});

test('style and layout are told apart by how much of the document they touch', () => {
  assert.match(
    classOf(
      task([
        ['UpdateLayoutTree', 60, { elementCount: 400 }],
        ['Layout', 40],
      ]),
    ),
    /^style and layout/,
  );
  const relayout = task([['Layout', 80, { beginData: { totalObjects: 300, dirtyObjects: 300 } }]]);
  assert.equal(classOf(relayout), 'relayout as a web font arrives');
  assert.equal(
    classOf(task([['Layout', 80, { beginData: { totalObjects: 300, dirtyObjects: 3 } }]])),
    'other layout and paint',
  );
});

test('script evaluation, parsing and the scheduler each have a class, and the rest is said to be unexplained', () => {
  assert.equal(classOf(task([['EvaluateScript', 70]])), 'script compile and evaluation');
  assert.equal(classOf(task([['ParseHTML', 70]])), 'HTML parsing');
  assert.equal(classOf(task([['FunctionCall', 70]])), "React's scheduler: hydration, commit, effects");
  assert.match(classOf(task([['GPUTask', 70]])), /^other/);
});

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { media } from '../../lib/site/facts';
import { mp4TrackKinds, webmTrackKinds } from './tracks.mjs';

const box = (type: string, ...children: Buffer[]) => {
  const body = Buffer.concat(children);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + body.length);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, body]);
};
const hdlr = (kind: string) => box('hdlr', Buffer.alloc(8), Buffer.from(kind, 'latin1'), Buffer.alloc(13));
const trak = (kind: string) => box('trak', box('tkhd', Buffer.alloc(84)), box('mdia', hdlr(kind)));

// EBML: an element is its ID, a one-byte size with the length marker (0x80 | size), then the body.
const element = (id: number[], ...children: Buffer[]) => {
  const body = Buffer.concat(children);
  return Buffer.concat([Buffer.from(id), Buffer.from([0x80 | body.length]), body]);
};
const trackEntry = (type: number) =>
  element([0xae], element([0xd7], Buffer.from([1])), element([0x83], Buffer.from([type])));
const webm = (...entries: Buffer[]) =>
  Buffer.concat([
    element([0x1a, 0x45, 0xdf, 0xa3], element([0x42, 0x82], Buffer.from('webm'))),
    element([0x18, 0x53, 0x80, 0x67], element([0x16, 0x54, 0xae, 0x6b], ...entries)),
  ]);

test('an MP4 with a sound track is told apart from a silent one', () => {
  const ftyp = box('ftyp', Buffer.from('isom\0\0\0\0isom', 'latin1'));
  assert.deepEqual(mp4TrackKinds(Buffer.concat([ftyp, box('moov', trak('vide'))])), ['vide']);
  assert.deepEqual(mp4TrackKinds(Buffer.concat([ftyp, box('moov', trak('vide'), trak('soun'))])), ['vide', 'soun']);
});

test('a WebM with an audio track is told apart from a silent one', () => {
  assert.deepEqual(webmTrackKinds(webm(trackEntry(1))), ['video']);
  assert.deepEqual(webmTrackKinds(webm(trackEntry(1), trackEntry(2))), ['video', 'audio']);
});

test('the story video files carry one video track and no audio', () => {
  const file = (path: string) => readFileSync(new URL(`../../public${path}`, import.meta.url));
  assert.deepEqual(mp4TrackKinds(file(media.storyVideo.mp4)), ['vide']);
  assert.deepEqual(webmTrackKinds(file(media.storyVideo.webm)), ['video']);
});

// Which kinds of track a video file carries, read from its container: the MP4's handler boxes and the
// WebM's TrackType elements. Enough to prove a clip is silent without ffprobe.

const MP4_CONTAINERS = new Set(['moov', 'trak', 'mdia']);

/** The handler types ('vide', 'soun', ...) of every track in an MP4. @param {Buffer} bytes */
export function mp4TrackKinds(bytes) {
  /** @type {string[]} */
  const kinds = [];
  /** @param {number} start @param {number} end */
  const walk = (start, end) => {
    let offset = start;
    while (offset + 8 <= end) {
      let size = bytes.readUInt32BE(offset);
      const type = bytes.toString('latin1', offset + 4, offset + 8);
      let header = 8;
      if (size === 1) {
        size = Number(bytes.readBigUInt64BE(offset + 8));
        header = 16;
      } else if (size === 0) size = end - offset;
      if (size < header || offset + size > end) throw new Error(`malformed MP4 box ${type} at ${offset}`);
      if (MP4_CONTAINERS.has(type)) walk(offset + header, offset + size);
      // hdlr: version and flags (4 bytes), pre_defined (4), then the handler type.
      if (type === 'hdlr') kinds.push(bytes.toString('latin1', offset + header + 8, offset + header + 12));
      offset += size;
    }
  };
  walk(0, bytes.length);
  return kinds;
}

const EBML_TRACK_TYPE = 0x83;
/** @type {Record<number, string>} */
const WEBM_KINDS = { 1: 'video', 2: 'audio', 0x11: 'subtitle' };

/** The kinds of every track in a WebM, from each TrackEntry's TrackType element (ID 0x83). @param {Buffer} bytes */
export function webmTrackKinds(bytes) {
  /** @type {string[]} */
  const kinds = [];
  // Segment, Tracks and TrackEntry are the only masters on the way to TrackType.
  const masters = new Set([0x18538067, 0x1654ae6b, 0xae]);
  /** @param {number} offset @param {boolean} keepMarker */
  const vint = (offset, keepMarker) => {
    const first = bytes[offset];
    let length = 1;
    while (length <= 8 && !(first & (0x80 >> (length - 1)))) length++;
    let value = keepMarker ? first : first & (0xff >> length);
    for (let i = 1; i < length; i++) value = value * 256 + bytes[offset + i];
    return { value, length, unknown: !keepMarker && value === 2 ** (7 * length) - 1 };
  };
  /** @param {number} start @param {number} end */
  const walk = (start, end) => {
    let offset = start;
    while (offset < end) {
      const id = vint(offset, true);
      const size = vint(offset + id.length, false);
      const body = offset + id.length + size.length;
      const stop = size.unknown ? end : Math.min(end, body + size.value);
      if (masters.has(id.value)) walk(body, stop);
      else if (id.value === EBML_TRACK_TYPE) kinds.push(WEBM_KINDS[bytes[body]] ?? `type ${bytes[body]}`);
      offset = stop;
    }
  };
  walk(0, bytes.length);
  return kinds;
}

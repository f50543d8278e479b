// The tribute slideshow's music, made here with code rather than downloaded: a slow, quiet chord
// progression with a soft arpeggio, as a mono 16-bit WAV. Deterministic, so it is made once and cached.
const SAMPLE_RATE = 11_025;
const CHORD_SECONDS = 4;

// C major, A minor, F major, G major, twice with the last resolving home: calm and familiar.
const PROGRESSION = [
  [261.63, 329.63, 392.0],
  [220.0, 261.63, 329.63],
  [174.61, 220.0, 261.63],
  [196.0, 246.94, 293.66],
  [261.63, 329.63, 392.0],
  [220.0, 261.63, 329.63],
  [174.61, 220.0, 261.63],
  [261.63, 329.63, 392.0],
];

function envelope(t: number, length: number, attack: number, release: number): number {
  if (t < attack) return t / attack;
  if (t > length - release) return Math.max(0, (length - t) / release);
  return 1;
}

export function tributeMusicSamples(): Int16Array {
  const chordSamples = SAMPLE_RATE * CHORD_SECONDS;
  const samples = new Int16Array(chordSamples * PROGRESSION.length);
  PROGRESSION.forEach((chord, index) => {
    for (let i = 0; i < chordSamples; i += 1) {
      const t = i / SAMPLE_RATE;
      let value = 0;
      // The pad: the chord an octave low, swelling in and out.
      const pad = envelope(t, CHORD_SECONDS, 1.2, 1.2);
      for (const frequency of chord) value += 0.12 * pad * Math.sin(2 * Math.PI * (frequency / 2) * t);
      // The arpeggio: one chord tone per second, each a soft bell that fades.
      const step = Math.floor(t);
      const note = (chord[step % chord.length] as number) * (step === 3 ? 2 : 1);
      const since = t - step;
      value += 0.18 * Math.exp(-2.5 * since) * Math.min(1, since * 40) * Math.sin(2 * Math.PI * note * t);
      samples[index * chordSamples + i] = Math.round(Math.max(-1, Math.min(1, value)) * 0.8 * 32767);
    }
  });
  return samples;
}

export function wavFile(samples: Int16Array, sampleRate = SAMPLE_RATE): Buffer {
  const dataBytes = samples.length * 2;
  const buffer = Buffer.alloc(44 + dataBytes);
  buffer.write('RIFF', 0, 'ascii');
  buffer.writeUInt32LE(36 + dataBytes, 4);
  buffer.write('WAVE', 8, 'ascii');
  buffer.write('fmt ', 12, 'ascii');
  buffer.writeUInt32LE(16, 16);
  buffer.writeUInt16LE(1, 20); // PCM
  buffer.writeUInt16LE(1, 22); // mono
  buffer.writeUInt32LE(sampleRate, 24);
  buffer.writeUInt32LE(sampleRate * 2, 28);
  buffer.writeUInt16LE(2, 32);
  buffer.writeUInt16LE(16, 34);
  buffer.write('data', 36, 'ascii');
  buffer.writeUInt32LE(dataBytes, 40);
  for (let i = 0; i < samples.length; i += 1) buffer.writeInt16LE(samples[i] as number, 44 + i * 2);
  return buffer;
}

let cached: Buffer | null = null;
export function tributeMusicWav(): Buffer {
  cached ??= wavFile(tributeMusicSamples());
  return cached;
}

export const TRIBUTE_MUSIC_URL = '/api/media/tribute-music/gentle-reflection.wav';

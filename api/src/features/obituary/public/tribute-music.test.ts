import { tributeMusicSamples, wavFile } from './tribute-music';

describe('the tribute music', () => {
  it('is 32 quiet seconds that start and end in silence', () => {
    const samples = tributeMusicSamples();
    expect(samples.length).toBe(11_025 * 32);
    const peak = samples.reduce((max, value) => Math.max(max, Math.abs(value)), 0);
    expect(peak).toBeLessThan(32767 * 0.8);
    expect(Math.abs(samples[0] as number)).toBeLessThan(200);
  });

  it('writes a valid PCM WAV header', () => {
    const wav = wavFile(new Int16Array([0, 1000, -1000]), 8000);
    expect(wav.toString('ascii', 0, 4)).toBe('RIFF');
    expect(wav.toString('ascii', 8, 12)).toBe('WAVE');
    expect(wav.readUInt32LE(24)).toBe(8000);
    expect(wav.readUInt32LE(40)).toBe(6);
    expect(wav.readInt16LE(46)).toBe(1000);
  });
});

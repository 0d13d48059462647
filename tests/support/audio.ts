/** A WAV file of 8-bit PCM at 8 kHz, `seconds` long: a tone, so the file is real audio. */
export function toneWav(seconds: number, frequency = 440): Buffer {
  const sampleRate = 8_000;
  const samples = Math.round(sampleRate * seconds);
  const file = Buffer.alloc(44 + samples);
  file.write("RIFF", 0);
  file.writeUInt32LE(36 + samples, 4);
  file.write("WAVEfmt ", 8);
  file.writeUInt32LE(16, 16);
  file.writeUInt16LE(1, 20);
  file.writeUInt16LE(1, 22);
  file.writeUInt32LE(sampleRate, 24);
  file.writeUInt32LE(sampleRate, 28);
  file.writeUInt16LE(1, 32);
  file.writeUInt16LE(8, 34);
  file.write("data", 36);
  file.writeUInt32LE(samples, 40);
  for (let index = 0; index < samples; index += 1) {
    file[44 + index] = 128 + Math.round(60 * Math.sin((2 * Math.PI * frequency * index) / sampleRate));
  }
  return file;
}

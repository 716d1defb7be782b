/** A float in [0, 1) from the platform's cryptographic generator (room ids, challenge texts, image noise). */
export const secureRandom = (): number => crypto.getRandomValues(new Uint32Array(1))[0] / 2 ** 32;

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { referenceCheckDigits } from '../properties/reference-cpf.ts';
import { walkWithBeacon, type Personal } from './beacon-walk.ts';

/*
 * The privacy property: whatever the visitor typed and the server answered, the beacon is
 * the same. Every context field (CPF, e-mail, names, phone, token, client id, redirect URI) and
 * every event and answer of the walk hold generated personal data; the beacons must equal those
 * of a walk with neutral values, byte for byte, and hold none of it.
 */

const digits = (length: number) =>
  fc.string({
    unit: fc.constantFrom(...Array.from('0123456789')),
    minLength: length,
    maxLength: length,
  });
const cpf = digits(9).map((base) => base + referenceCheckDigits(base));
const names = fc.constantFrom('Maria', 'João', 'Ana Paula', 'José da Silva', 'Conceição', 'Luíza');
const personal: fc.Arbitrary<Personal> = fc.record({
  cpf: fc.oneof(
    cpf,
    cpf.map((d) => `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6, 9)}-${d.slice(9)}`),
  ),
  email: fc.emailAddress(),
  name: fc.oneof(
    names,
    fc.tuple(names, fc.string({ minLength: 1 })).map(([n, s]) => `${n} ${s}`),
  ),
  phone: digits(11),
  token: fc.uuid(),
});

const NEUTRAL: Personal = {
  cpf: '52998224725',
  email: 'neutro@exemplo.invalid',
  name: 'Neutro',
  phone: '11900000000',
  token: 'neutro',
};

describe('the beacon carries nothing of the visitor', () => {
  it('is the same whatever every context field, event and answer holds', async () => {
    const reference = await walkWithBeacon({ personal: NEUTRAL });
    reference.hide();
    expect(reference.bodies.length).toBeGreaterThan(3);
    await fc.assert(
      fc.asyncProperty(personal, async (values) => {
        const run = await walkWithBeacon({ personal: values });
        run.hide();
        expect(run.bodies).toEqual(reference.bodies);
        const sent = run.bodies.join('\n');
        expect(sent).not.toContain(values.cpf);
        expect(sent).not.toContain(values.email);
        expect(sent).not.toContain(values.token);
        expect(sent).not.toMatch(/\d{11}|@/);
      }),
      { numRuns: 150 },
    );
  });
});

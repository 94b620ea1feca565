/**
 * TOTP (RFC 6238) for staff, through `otpauth`: 6 digits, 30-second steps, SHA-1, the settings
 * every authenticator app reads from an `otpauth://` link; the QR code of that link through
 * `qrcode`, answered as an SVG path so the studio draws it without inline markup (strict CSP).
 */
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import type { QrPicture } from '../../../schemas/src/studio/studio-api.ts';

/** Seconds per code. */
export const TOTP_PERIOD = 30;
/** The issuer an authenticator app shows beside the user name. */
export const TOTP_ISSUER = 'Settings Studio';

function totpOf(secret: string, userName: string): TOTP {
  return new TOTP({
    issuer: TOTP_ISSUER,
    label: userName,
    algorithm: 'SHA1',
    digits: 6,
    period: TOTP_PERIOD,
    secret: Secret.fromBase32(secret),
  });
}

/** A new random secret (160 bits, base32). */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The `otpauth://` link an authenticator app enrols from. */
export function totpUri(secret: string, userName: string): string {
  return totpOf(secret, userName).toString();
}

/**
 * The time step of `code` when it is valid at `now`, allowing one step either side for clock
 * drift; undefined when it is not. Callers accept each step once (replays are refused).
 */
export function totpStepOf(secret: string, code: string, now: Date): number | undefined {
  const delta = totpOf(secret, '').validate({ token: code, timestamp: now.getTime(), window: 1 });
  return delta === null ? undefined : Math.floor(now.getTime() / 1000 / TOTP_PERIOD) + delta;
}

/** The QR code of `text` as one SVG path of unit squares over a `size` × `size` grid. */
export function qrPicture(text: string): QrPicture {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const squares: string[] = [];
  for (let y = 0; y < modules.size; y++) {
    for (let x = 0; x < modules.size; x++) if (modules.get(x, y)) squares.push(`M${x} ${y}h1v1h-1z`);
  }
  return { size: modules.size, path: squares.join('') };
}

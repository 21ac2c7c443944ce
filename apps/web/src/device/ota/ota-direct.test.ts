import { HandyHttpError, type OtaFixedQuery, type OtaProgress } from '@glide/handy';
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors/app-error';
import type { AppliedAction } from '../session/actions';
import { initialSessionState } from '../session/initial-state';
import { reduce } from '../session/reducer';
import { linkedRelease, signedLinkFrom, updateFromSignedLink } from './ota-direct';

const LINK: OtaFixedQuery = {
  a: 'aes-128-cbc',
  s: 'ab12',
  uexp: '1893456000000',
  d: 'ZGF0YQ',
  iv: '00ff',
  k: 'k1',
};
const STARTED: OtaProgress = { ongoing: true, progress: 0, done: false, failed: false };

function recorder() {
  let state = initialSessionState;
  return {
    record: (action: AppliedAction) => {
      state = reduce(state, action);
    },
    ota: () => state.ota,
  };
}

/** The link as an app address carries it: the key id as `kid` (`k` is a connection key there). */
const ADDRESS_QUERY = {
  a: LINK.a,
  s: LINK.s,
  uexp: String(LINK.uexp),
  d: LINK.d,
  iv: LINK.iv,
  kid: LINK.k,
};

describe('signedLinkFrom', () => {
  it('reads the six parts of a signed link from the query, the key id from `kid`', () => {
    expect(signedLinkFrom(new URLSearchParams(ADDRESS_QUERY))).toEqual(LINK);
    expect(signedLinkFrom(new URLSearchParams(LINK as Record<string, string>))).toBeUndefined();
  });
  it('refuses a link with a part missing or empty', () => {
    const { kid: _dropped, ...rest } = ADDRESS_QUERY;
    expect(signedLinkFrom(new URLSearchParams(rest))).toBeUndefined();
    expect(signedLinkFrom(new URLSearchParams({ ...ADDRESS_QUERY, s: '' }))).toBeUndefined();
  });
});

describe('linkedRelease', () => {
  const offered = [
    { version: '4.1.8', feature_flags: 'production' as const, release_notes: 'HVP fixes.' },
  ];
  it('is the offered release, notes and all, when the list has it', () => {
    expect(linkedRelease('4.1.8', 'production', offered)).toEqual(offered[0]);
  });
  it('is the bare version when no list offers it: the server decides', () => {
    expect(linkedRelease('4.1.9-special', 'staging', offered)).toEqual({
      version: '4.1.9-special',
      feature_flags: 'staging',
    });
  });
  it('a channel no server knows is "Specific OTA not found"', () => {
    expect(() => linkedRelease('4.1.8', 'nightly', offered)).toThrow(
      new AppError('specificOtaNotFound', { values: { version: '4.1.8' } }),
    );
  });
});

describe('updateFromSignedLink (spec §4 OTA, §8)', () => {
  it('starts the update with the link and marks it ongoing', async () => {
    const r = recorder();
    const asked: OtaFixedQuery[] = [];
    await updateFromSignedLink(
      { otaFixed: (query) => (asked.push(query), Promise.resolve(STARTED)) },
      LINK,
      r.record,
    );
    expect(asked).toEqual([LINK]);
    expect(r.ota()).toMatchObject({ ongoing: true, done: false, failed: false, progress: 0 });
  });

  it('a refused link (expired, bad signature) marks the update failed: "Failed to update firmware version"', async () => {
    const r = recorder();
    const refused = new HandyHttpError({
      status: 410,
      statusText: 'Gone',
      body: null,
      isDeviceCall: false,
    });
    await expect(
      updateFromSignedLink({ otaFixed: () => Promise.reject(refused) }, LINK, r.record),
    ).rejects.toEqual(new AppError('firmwareUpdateFailed', { cause: refused }));
    expect(r.ota()).toMatchObject({ ongoing: false, failed: true });
  });

  it('an answer that says the update failed rejects the same way', async () => {
    const r = recorder();
    const failed = { ...STARTED, ongoing: false, failed: true };
    await expect(
      updateFromSignedLink({ otaFixed: () => Promise.resolve(failed) }, LINK, r.record),
    ).rejects.toEqual(new AppError('firmwareUpdateFailed'));
    expect(r.ota().failed).toBe(true);
  });
});

import { useMemo } from 'react';
import { systemClock, type Clock } from '@glide/core';
import { createHandyClient, type OtaFixedQuery } from '@glide/handy';
import { currentApiConfig } from '../../preferences/current-api-config';
import { linkedRelease, updateFromSignedLink, type SignedLinkApi } from './ota-direct';
import type { OtaControls } from './ota-controls';
import { recordOta } from './ota-record';
import { useOtaFlow, type OtaFlowSource } from './use-ota-flow';

/** The SDK client for the API settings in force: a signed link needs no device handle. */
function signedLinkApi(): SignedLinkApi {
  const { apiBaseUrl, applicationKey } = currentApiConfig();
  return createHandyClient({ baseUrl: apiBaseUrl, auth: { apiKey: applicationKey } });
}

/** The source of `/ota-direct/…`: the release the route names, started by its signed link. */
export function directLinkSource(
  version: string,
  featureFlag: string,
  query: OtaFixedQuery,
  linkApi: () => SignedLinkApi = signedLinkApi,
): OtaFlowSource {
  return {
    load: async (api, signal) => {
      // The notes are a courtesy: a list that fails to load does not stop the link.
      const offered = await api.ota.versions(undefined, { signal }).then(
        (answer) => answer.versions,
        () => [],
      );
      return linkedRelease(version, featureFlag, offered);
    },
    start: () => updateFromSignedLink(linkApi(), query, recordOta),
  };
}

/** The update a signed direct link starts (`/ota-direct/:version/:fw_feature_flag`), like `useOta`. */
export function useOtaDirect(
  version: string,
  featureFlag: string,
  query: OtaFixedQuery,
  clock: Clock = systemClock,
): OtaControls {
  const { a, s, uexp, d, iv, k } = query;
  const source = useMemo(
    () => directLinkSource(version, featureFlag, { a, s, uexp, d, iv, k }),
    [version, featureFlag, a, s, uexp, d, iv, k],
  );
  return useOtaFlow(source, clock);
}

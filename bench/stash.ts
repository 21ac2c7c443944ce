/**
 * A Stash library of 50,000 scenes (the stand-in, `@glide/stash-standin`, in this process): a page
 * of 48 interactive scenes, newest first, as the browse page will ask for it, through Glide's client
 * (`@glide/stash`: the request, and the answer read into Glide's model with valibot) against the same
 * request sent with bare `fetch` and read with `JSON.parse` alone, interleaved. The difference is
 * what the client adds; the rest is the server's. Also a scene's script fetched through the client.
 */
import { systemClock } from '@glide/core';
import {
  createStashClient,
  sceneQueryVariables,
  STASH_DOCUMENTS,
  type SceneQuery,
} from '@glide/stash';
import { startStashStandin } from '@glide/stash-standin';
import type { BenchFigure } from './script-parse';
import { quantile, round } from './stats';

const PORT = 9871;
const SCENES = 50_000;
const ROUNDS = 60;
const WARM_UP = 10;

const FIRST_PAGE: SceneQuery = {
  page: 1,
  perPage: 48,
  sort: 'date',
  direction: 'DESC',
  interactive: true,
};

export async function benchStash(): Promise<BenchFigure[]> {
  const standin = await startStashStandin({ port: PORT, scenes: SCENES, seed: 1 });
  try {
    const client = createStashClient({
      baseUrl: standin.url,
      apiKey: standin.apiKey,
      clock: systemClock,
    });
    const body = JSON.stringify({
      operationName: 'GlideFindScenes',
      query: STASH_DOCUMENTS.GlideFindScenes,
      variables: sceneQueryVariables(FIRST_PAGE),
    });
    const bare = async () => {
      const response = await fetch(`${standin.url}graphql`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ApiKey: standin.apiKey },
        body,
      });
      return JSON.parse(await response.text()) as unknown;
    };
    const clientMs: number[] = [];
    const bareMs: number[] = [];
    let count = 0;
    for (let round = 0; round < WARM_UP + ROUNDS; round++) {
      const a = performance.now();
      const page = await client.findScenes(FIRST_PAGE);
      const b = performance.now();
      await bare();
      const c = performance.now();
      count = page.scenes.length;
      if (round >= WARM_UP) {
        clientMs.push(b - a);
        bareMs.push(c - b);
      }
    }
    const scriptUrl = (await client.findScenes(FIRST_PAGE)).scenes[0]?.paths.funscript;
    const scriptMs: number[] = [];
    for (let round = 0; round < WARM_UP + ROUNDS && scriptUrl; round++) {
      const a = performance.now();
      await client.scriptText(scriptUrl);
      if (round >= WARM_UP) scriptMs.push(performance.now() - a);
    }
    const bareP50 = round(quantile(bareMs, 0.5), 1);
    const bareP95 = round(quantile(bareMs, 0.95), 1);
    return [
      {
        name: `first page of interactive scenes (${count} of a ${SCENES.toLocaleString('en')}-scene library) through Glide's client, p50 (${ROUNDS} rounds)`,
        value: round(quantile(clientMs, 0.5), 1),
        unit: 'ms',
        baseline: bareP50,
      },
      {
        name: '  same, p95',
        value: round(quantile(clientMs, 0.95), 1),
        unit: 'ms',
        baseline: bareP95,
      },
      {
        name: 'baseline: the same request with bare fetch and JSON.parse, p50',
        value: bareP50,
        unit: 'ms',
      },
      { name: 'baseline: same, p95', value: bareP95, unit: 'ms' },
      {
        name: "a scene's script through Glide's client, p50",
        value: round(quantile(scriptMs, 0.5), 1),
        unit: 'ms',
      },
    ];
  } finally {
    await standin.close();
  }
}

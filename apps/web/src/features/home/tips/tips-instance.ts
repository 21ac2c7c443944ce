import { browserFetch } from '../../../lib/http';
import { logger } from '../../../lib/logger';
import { createTipsSource, type TipsSource } from './tips-source';

/** The app's tips: `/handy_tips.json` (spec §7), served from `public/` with the app. */
export const appTipsSource: TipsSource = createTipsSource({
  fetch: (url) => browserFetch(url),
  url: `${import.meta.env.BASE_URL}handy_tips.json`,
  onProblem: (message, detail) => logger.warn(message, ...(detail === undefined ? [] : [detail])),
});

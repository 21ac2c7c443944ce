import type { StashScene } from '@glide/stash';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { wantPlay } from '../../player';

/** `m:ss` or `h:mm:ss`. */
export function clockTime(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = String(whole % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** Props of {@link SceneCard}. */
export interface SceneCardProps {
  readonly scene: StashScene;
  /** Stash's pictures need its key: the address with it, for this server only. */
  readonly picture: (url: string | null) => string | undefined;
  /** The player's address for the scene (in its list, so that it goes on to the next). */
  readonly href: string;
}

/**
 * One scene: its picture, title, date, length and studio, its performers, whether it has a script
 * (with its speed and heatmap) and where it was left.
 */
export function SceneCard({ scene, picture, href }: SceneCardProps) {
  const { t, i18n } = useTranslation('stash');
  const screenshot = picture(scene.paths.screenshot);
  const heatmap = scene.interactive ? picture(scene.paths.heatmap) : undefined;
  const date = scene.date
    ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' }).format(
        new Date(`${scene.date}T00:00:00Z`),
      )
    : undefined;
  const facts = [date, scene.file ? clockTime(scene.file.durationS) : undefined, scene.studio?.name]
    .filter((fact): fact is string => fact !== undefined && fact !== '')
    .join(' · ');
  return (
    <li className="card stash-scene" data-interactive={scene.interactive}>
      <div className="stash-scene__picture">
        {screenshot && <img src={screenshot} alt="" loading="lazy" width={320} height={180} />}
      </div>
      <h2 className="stash-scene__title" translate="no">
        {/* The whole card opens the scene (the link's area covers it, stash.css). */}
        {/* Chosen, the scene starts playing (the click lets it); opened again later, it waits. */}
        <Link
          className="stash-scene__link"
          to={href}
          data-testid="stash-scene-link"
          onClick={() => wantPlay(scene.id)}
        >
          {scene.title ?? t('untitled')}
        </Link>
      </h2>
      {/* Data: a date and length in the language's own format, and a studio's name. */}
      {facts !== '' && (
        <p className="stash-scene__facts muted" translate="no">
          {facts}
        </p>
      )}
      {scene.performers.length > 0 && (
        <p className="stash-scene__performers" translate="no">
          {scene.performers.map((performer) => performer.name).join(', ')}
        </p>
      )}
      {scene.interactive ? (
        <p className="stash-scene__script">
          {scene.interactiveSpeed !== null &&
            t('scriptSpeed', {
              speed: new Intl.NumberFormat(i18n.language).format(scene.interactiveSpeed),
            })}
        </p>
      ) : (
        <p className="stash-scene__script stash-scene__script--none">{t('noScript')}</p>
      )}
      {heatmap && (
        <img className="stash-scene__heatmap" src={heatmap} alt={t('heatmap')} loading="lazy" />
      )}
      {scene.resumeTimeS !== null && scene.resumeTimeS > 0 && (
        <p className="stash-scene__resume muted">
          {t('stoppedAt', { time: clockTime(scene.resumeTimeS) })}
        </p>
      )}
    </li>
  );
}

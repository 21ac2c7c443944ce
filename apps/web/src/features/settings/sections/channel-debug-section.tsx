import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { preferencesStore } from '../../../preferences/preferences-instance';
import { crossCheck } from '../../../lib/schema-issues';
import { preferencesSchema } from '../../../preferences';
import { usePreferences } from '../../../preferences/use-preferences';
import { Button, Switch, TextField } from '../../../ui';
import { SettingsSection } from '../settings-section';

/** The stored schema allows this many flags. */
const MAX_FLAGS = 64;

const flagNameSchema = preferencesSchema.entries.channelDebug.key;

/** A new flag's name: valid as a stored flag name, not taken, and room left for it. */
const newFlagSchema = v.pipe(
  v.object({ name: flagNameSchema }),
  crossCheck(({ name }, report) => {
    const flags = preferencesStore().get().channelDebug;
    if (Object.hasOwn(flags, name)) report('taken', ['name']);
    else if (Object.keys(flags).length >= MAX_FLAGS) report('tooMany', ['name']);
  }),
);

/**
 * The channel debug pages' flags (an open set of named switches the spec does not list): toggle,
 * remove, or add one by name. Shown in developer mode only.
 */
export function ChannelDebugSection() {
  const { t } = useTranslation('settings');
  const flags = usePreferences().channelDebug;
  const names = Object.keys(flags).sort();
  const form = useForm({ resolver: valibotResolver(newFlagSchema), defaultValues: { name: '' } });
  const nameError = form.formState.errors.name;

  let nameMessage: string | undefined;
  if (nameError?.message === 'taken') nameMessage = t('channelDebug.nameTaken');
  else if (nameError?.message === 'tooMany') nameMessage = t('channelDebug.tooMany');
  else if (nameError) nameMessage = t('channelDebug.nameInvalid');

  return (
    <SettingsSection
      id="settings-channel-debug"
      title={t('channelDebug.heading')}
      help={t('channelDebug.help')}
    >
      {names.length === 0 ? (
        <p className="muted">{t('channelDebug.empty')}</p>
      ) : (
        <ul className="settings-flags">
          {names.map((name) => (
            <li key={name}>
              <Switch
                label={<code>{name}</code>}
                checked={flags[name] === true}
                onCheckedChange={(checked) =>
                  void preferencesStore().update({ channelDebug: { [name]: checked } })
                }
              />
              <Button
                variant="ghost"
                onClick={() =>
                  void preferencesStore().set((current) => ({
                    ...current,
                    channelDebug: Object.fromEntries(
                      Object.entries(current.channelDebug).filter(([flag]) => flag !== name),
                    ),
                  }))
                }
              >
                {t('channelDebug.remove', { name })}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form
        className="settings-inline-form"
        noValidate
        onSubmit={(event) =>
          void form.handleSubmit(({ name }) => {
            preferencesStore().update({ channelDebug: { [name]: true } });
            form.reset({ name: '' });
          })(event)
        }
      >
        <TextField
          label={t('channelDebug.newFlag')}
          autoComplete="off"
          spellCheck={false}
          error={nameMessage}
          {...form.register('name')}
        />
        <Button type="submit" variant="secondary">
          {t('channelDebug.add')}
        </Button>
      </form>
    </SettingsSection>
  );
}

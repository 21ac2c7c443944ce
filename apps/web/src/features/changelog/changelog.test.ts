import { describe, expect, it } from 'vitest';
import changelogText from '../../../../../CHANGELOG.md?raw';
import { parseChangelog } from './changelog';

const sample = `# Changelog

All notable changes.

## [Unreleased]

### Added

- Something new.

## [1.1.0] - 2026-11-01

### Fixed

- A bug.

\`\`\`md
## [not a version]
\`\`\`

## 1.0.0 - 2026-10-01

- First.

[Unreleased]: https://example.com/compare/v1.1.0...HEAD
`;

describe('parseChangelog', () => {
  it('splits the intro from the versions, without the file title', () => {
    const { intro, versions } = parseChangelog(sample);
    expect(intro).toBe('All notable changes.');
    expect(versions.map(({ version, date, anchor }) => ({ version, date, anchor }))).toEqual([
      { version: 'Unreleased', date: null, anchor: 'changelog-unreleased' },
      { version: '1.1.0', date: '2026-11-01', anchor: 'changelog-1-1-0' },
      { version: '1.0.0', date: '2026-10-01', anchor: 'changelog-1-0-0' },
    ]);
  });

  it('keeps each version body whole, code blocks included', () => {
    const { versions } = parseChangelog(sample);
    expect(versions[0]?.body).toBe('### Added\n\n- Something new.');
    expect(versions[1]?.body).toContain('## [not a version]');
    expect(versions[2]?.body).toContain('[Unreleased]: https://example.com');
  });

  it('gives unique anchors to repeated versions and reads CRLF files', () => {
    const { versions } = parseChangelog('## [1.0.0]\r\n- a\r\n## [1.0.0]\r\n- b\r\n');
    expect(versions.map((v) => [v.anchor, v.body])).toEqual([
      ['changelog-1-0-0', '- a'],
      ['changelog-1-0-0-2', '- b'],
    ]);
  });

  it('gives nothing for something that is not text', () => {
    expect(parseChangelog(undefined)).toEqual({ intro: '', versions: [] });
  });

  it("reads the project's CHANGELOG.md: Keep a Changelog with an Unreleased section", () => {
    const { intro, versions } = parseChangelog(changelogText);
    expect(intro).toContain('Keep a Changelog');
    expect(versions[0]?.version).toBe('Unreleased');
    expect(versions[0]?.body).toMatch(/^### Added$/m);
    for (const part of ['@glide/handy', '@glide/core', '@glide/emulator', 'App shell']) {
      expect(versions[0]?.body).toContain(part);
    }
  });
});

import { i18n } from '@lingui/core';
// This build's catalog (vite.config.ts points '@catalog' at src/locales/<locale>/messages.po).
import { messages } from '@catalog';
import { locale } from './locale';

// One language per build: activated once, before any screen's code runs.
i18n.loadAndActivate({ locale, messages });

export { i18n };

interface ImportMetaEnv {
  readonly STORY_LOCALE?: 'en-US' | 'ar-EG';
}

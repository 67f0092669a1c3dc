export default {
  config: { locales: ['nb'] },
  bootstrap() {},
}

/** product.md: the hero re-animates at 1175 ms and 1875 ms (its sections appear 1.7 s after load: CSS, HomeScreen.module.css). */
export const HERO_REPLAY_MS = [1175, 1875] as const

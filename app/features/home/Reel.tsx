import { useId } from 'react'
import { CursorTemplate } from '~/components/cursor/CursorFollower'
import { CURSOR_LABEL_ATTRIBUTE, FOLLOWER_ATTRIBUTE } from '~/components/cursor/cursor-attributes'
import { LOOP_ATTRIBUTE } from '~/components/video/loop-sources'
import { useT } from '~/i18n'
import { moduleRoot, useScreenModule } from '~/lib/use-screen-module'
import { homeModules } from './home-modules'
import styles from './Reel.module.css'
import { REEL_TEXT } from './reel.module'

/**
 * The showreel: click (or Enter/Space) toggles play and pause; the PLAY/REEL labels slide out while it plays, and a
 * mouse gets PLAY / PAUSE as its cursor. Rendered paused, its sources not yet given; its module (`reel.module.ts`)
 * and the cursor's do the rest, on a page without React as in a React render.
 */
export function Reel() {
  const t = useT()
  const followerId = useId()
  const section = useScreenModule<HTMLElement>(homeModules, 'reel')
  const button = useScreenModule<HTMLButtonElement>(homeModules, 'cursor')
  const words = {
    [REEL_TEXT.playName]: t.home.reelPlayButton(),
    [REEL_TEXT.pauseName]: t.home.reelPauseButton(),
    [REEL_TEXT.playCursor]: t.home.reelPlay(),
    [REEL_TEXT.pauseCursor]: t.home.reelPause(),
    [CURSOR_LABEL_ATTRIBUTE]: t.home.reelPlay(),
    [FOLLOWER_ATTRIBUTE]: followerId,
  }
  return (
    <section ref={section} className={styles.reel} aria-label={t.home.reelLabel()} {...moduleRoot(homeModules, 'reel')}>
      <button
        ref={button}
        type="button"
        className={styles.reelButton}
        aria-pressed="false"
        data-testid="reel"
        {...moduleRoot(homeModules, 'cursor')}
        {...words}
      >
        <video
          className={styles.reelVideo}
          muted
          loop
          playsInline
          preload="none"
          poster="/media/home-reel-poster.webp"
          width={1280}
          height={720}
          {...{ [LOOP_ATTRIBUTE]: 'home-reel' }}
        />
        <span className="visually-hidden" data-reel-name="">
          {t.home.reelPlayButton()}
        </span>
        <span className={styles.reelLabels} aria-hidden="true">
          <span className={styles.reelLabel}>{t.home.reelPlay()}</span>
          <span className={styles.reelLabel}>{t.home.reelWord()}</span>
        </span>
      </button>
      <CursorTemplate id={followerId} kind="label" />
    </section>
  )
}

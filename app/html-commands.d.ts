import 'react'

/**
 * The HTML invoker commands (`commandfor`, `command`: Chromium 135, Firefox 144, Safari 26.2), which React passes to
 * the DOM as written but whose types have not reached @types/react yet. The menu's dots open its `<dialog>` with them,
 * before and without the page's code (components/shell/Menu.tsx).
 */
declare module 'react' {
  interface ButtonHTMLAttributes<T> {
    commandfor?: string | undefined
    command?: 'show-modal' | 'close' | 'request-close' | 'show-popover' | 'hide-popover' | 'toggle-popover' | undefined
  }
}

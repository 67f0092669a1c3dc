// @vitest-environment jsdom
import { afterEach, expect, it } from 'vitest'
import { removeHeadScriptListeners, runHeadScript } from '../../tests/unit/head-script'
import { moduleClicksScript } from './module-clicks'
import { MODULE_CLICKS_QUEUE } from './screen-modules'

afterEach(() => {
  removeHeadScriptListeners()
  document.body.innerHTML = ''
  document.documentElement.removeAttribute('data-hydrated')
  Reflect.deleteProperty(window, MODULE_CLICKS_QUEUE)
})

it('keeps presses on a screen module’s buttons until the page’s script has started, and nothing else', () => {
  document.body.innerHTML =
    '<section data-module="reel"><button id="play"><span id="inside">Play</span></button></section><button id="menu">Menu</button>'
  runHeadScript(moduleClicksScript())
  const click = (id: string) => document.getElementById(id)?.click()
  click('inside')
  click('menu')
  const queue: unknown = Reflect.get(window, MODULE_CLICKS_QUEUE)
  expect(Array.isArray(queue) && queue.map((button) => button.id)).toEqual(['play'])
  document.documentElement.setAttribute('data-hydrated', 'true')
  click('play')
  expect(Array.isArray(queue) && queue.length).toBe(1)
})

// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import attachFunFacts from './fact-sorting'

/** The section as FunFacts renders it, with three facts. */
function section() {
  document.body.innerHTML = `
    <section data-fact-picked-up="Picked up fact {position}." data-fact-moved-over="Fact moved to position {position}."
      data-fact-dropped="Fact dropped at position {position}." data-fact-cancelled="Back at position {position}."
      data-fact-handle="Move fact {index}: {text}" data-fact-role="sortable">
      <ol data-fact-list>
        ${['One', 'Two', 'Three']
          .map(
            (text, i) =>
              `<li data-fact="${i + 1}"><button type="button" aria-label="Move fact ${i + 1}: ${text}"></button><span data-fact-index>0${i + 1}</span><span data-fact-text>${text}</span></li>`,
          )
          .join('')}
      </ol>
      <p data-fact-announcer></p>
    </section>`
  const root = document.querySelector('section')
  if (!(root instanceof HTMLElement)) throw new Error('no section')
  return root
}

const order = () => [...document.querySelectorAll('[data-fact]')].map((li) => li.getAttribute('data-fact'))
const said = () => document.querySelector('[data-fact-announcer]')?.textContent
const handle = (id: string) => {
  const button = document.querySelector(`[data-fact="${id}"] button`)
  if (!(button instanceof HTMLButtonElement)) throw new Error(`no handle ${id}`)
  return button
}
const key = (target: Element, name: string) =>
  target.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true }))

let detach = () => {}
beforeEach(() => {
  // jsdom has no matchMedia: motion allowed.
  vi.stubGlobal('matchMedia', (media: string) => ({ matches: false, media }))
})
afterEach(() => {
  detach()
  vi.unstubAllGlobals()
})

describe('attachFunFacts', () => {
  it('names the handles sortable, and undoes it', () => {
    detach = attachFunFacts(section())
    expect(handle('1').getAttribute('aria-roledescription')).toBe('sortable')
    detach()
    expect(handle('1').hasAttribute('aria-roledescription')).toBe(false)
  })

  it('a press picks up, the arrows move, a press drops: the order, numbers, names and words follow', () => {
    detach = attachFunFacts(section())
    const first = handle('1')
    first.click()
    expect(said()).toBe('Picked up fact 1.')
    expect(first.getAttribute('aria-pressed')).toBe('true')
    expect(document.activeElement).toBe(first)
    key(first, 'ArrowDown')
    expect(said()).toBe('Fact moved to position 2.')
    key(first, 'ArrowDown')
    expect(said()).toBe('Fact moved to position 3.')
    // Not yet moved: the others only slide.
    expect(order()).toEqual(['1', '2', '3'])
    first.click()
    expect(said()).toBe('Fact dropped at position 3.')
    expect(order()).toEqual(['2', '3', '1'])
    expect(first.getAttribute('aria-label')).toBe('Move fact 3: One')
    expect(handle('2').getAttribute('aria-label')).toBe('Move fact 1: Two')
    expect(document.querySelector('[data-fact="1"] [data-fact-index]')?.textContent).toBe('03')
    expect(first.hasAttribute('aria-pressed')).toBe(false)
    expect(document.activeElement).toBe(first)
  })

  it('Escape puts the fact back', () => {
    detach = attachFunFacts(section())
    const last = handle('3')
    last.click()
    key(last, 'ArrowUp')
    key(last, 'Escape')
    expect(said()).toBe('Back at position 3.')
    expect(order()).toEqual(['1', '2', '3'])
  })

  it('a mouse click on a handle picks nothing up', () => {
    detach = attachFunFacts(section())
    handle('2').dispatchEvent(new MouseEvent('click', { bubbles: true, detail: 1 }))
    expect(said()).toBe('')
    expect(handle('2').hasAttribute('aria-pressed')).toBe(false)
  })

  it('leaves markup without its words alone', () => {
    const root = section()
    delete root.dataset.factRole
    detach = attachFunFacts(root)
    expect(handle('1').hasAttribute('aria-roledescription')).toBe(false)
  })
})

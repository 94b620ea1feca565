import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dayOfWeek, type IsoDay } from '@schemas/rules/calendar';
import { setLanguage } from '@/settings/language';
import { resetSettings } from '@/settings/settings-store';
import { readInLanguage } from '@/testing/render-shell';
import { renderWithSettings } from '@/testing/render-with-settings';
import { DateCalendar } from './date-calendar';

afterEach(() => {
  resetSettings();
  setLanguage('en');
});

/** Previous month, Next month, then the grid's one tab stop. */
const tabToGrid = () => userEvent.keyboard('{Tab}{Tab}{Tab}');

const weekend = (day: IsoDay) => (dayOfWeek(day) === 6 ? 'Payment date cannot be on a Saturday' : undefined);

function Picker({ onChange }: { onChange: (day: IsoDay) => void }) {
  const [value, setValue] = useState<IsoDay | null>('2026-11-24');
  return (
    <DateCalendar
      label="Payment Date"
      value={value}
      onChange={(d) => (onChange(d), setValue(d))}
      reasonOf={weekend}
      initialMonth="2026-11-24"
    />
  );
}

describe('date calendar (keyboard usable and announced)', () => {
  it('when arrow keys are pressed then focus moves a day or a week, and the grid has one tab stop', async () => {
    render(<Picker onChange={() => {}} />);
    expect(screen.getByRole('grid', { name: 'Payment Date, November 2026' })).toBeInTheDocument();
    await tabToGrid();
    expect(document.activeElement).toHaveAccessibleName('Tuesday, November 24, 2026');
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toHaveAccessibleName('Wednesday, November 25, 2026');
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).toHaveAccessibleName('Wednesday, December 2, 2026');
    expect(screen.getByRole('grid', { name: 'Payment Date, December 2026' })).toBeInTheDocument();
    await userEvent.keyboard('{ArrowUp}{Home}');
    expect(document.activeElement).toHaveAccessibleName('Sunday, November 22, 2026');
    await userEvent.keyboard('{End}{PageDown}');
    expect(document.activeElement).toHaveAccessibleName('Monday, December 28, 2026');
    expect(screen.getAllByRole('button', { name: /2026/ }).filter((b) => b.tabIndex === 0)).toHaveLength(1);
  }, 15_000);

  it('when a day that cannot be chosen is focused then its reason is in its name and shown, and Enter does not choose it', async () => {
    const onChange = vi.fn();
    render(<Picker onChange={onChange} />);
    await tabToGrid();
    await userEvent.keyboard('{End}');
    expect(document.activeElement).toHaveAccessibleName(
      'Saturday, November 28, 2026, not available: Payment date cannot be on a Saturday',
    );
    expect(document.activeElement).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByText('November 28: Payment date cannot be on a Saturday')).toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{ArrowLeft}{Enter}');
    expect(onChange).toHaveBeenCalledWith('2026-11-27');
    expect(screen.getByRole('gridcell', { selected: true })).toHaveTextContent('27');
  }, 15_000);

  it('when the settings name the months, weekdays and month buttons then the calendar uses their words', async () => {
    renderWithSettings(<Picker onChange={() => {}} />, {
      settings: {
        'paymentFrequency.calendarMonthNames':
          'enero,febrero,marzo,abril,mayo,junio,julio,agosto,septiembre,octubre,noviembre,diciembre',
        'paymentFrequency.calendarWeekdayNames': 'domingo,lunes,martes,miércoles,jueves,viernes,sábado',
        'paymentFrequency.calendarWeekdayAbbreviations': 'do,lu,ma,mi,ju,vi,sá',
        'paymentFrequency.calendarPreviousMonth': 'Mes anterior',
        'paymentFrequency.calendarNextMonth': 'Mes siguiente',
      },
    });
    expect(screen.getByRole('grid', { name: 'Payment Date, noviembre 2026' })).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'do',
      'lu',
      'ma',
      'mi',
      'ju',
      'vi',
      'sá',
    ]);
    expect(screen.getAllByRole('columnheader')[1]).toHaveAttribute('abbr', 'lunes');
    expect(screen.getByRole('button', { name: 'martes, noviembre 24, 2026' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Mes siguiente' }));
    expect(screen.getByRole('grid', { name: 'Payment Date, diciembre 2026' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mes anterior' })).toBeInTheDocument();
  });

  it('when the borrower reads Spanish and the lender names no months then the words and day names are es-US', async () => {
    render(<Picker onChange={() => {}} />);
    await readInLanguage('es');
    expect(screen.getByRole('grid', { name: 'Payment Date, noviembre de 2026' })).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'dom',
      'lun',
      'mar',
      'mié',
      'jue',
      'vie',
      'sáb',
    ]);
    expect(screen.getAllByRole('columnheader')[3]).toHaveAttribute('abbr', 'miércoles');
    expect(screen.getByRole('button', { name: 'martes, 24 de noviembre de 2026' })).toBeInTheDocument();
    await tabToGrid();
    await userEvent.keyboard('{End}');
    expect(document.activeElement).toHaveAccessibleName(
      'sábado, 28 de noviembre de 2026, no disponible: Payment date cannot be on a Saturday',
    );
    expect(screen.getByText('28 de noviembre: Payment date cannot be on a Saturday')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Mes siguiente' }));
    expect(screen.getByRole('grid', { name: 'Payment Date, diciembre de 2026' })).toBeInTheDocument();
  });

  it('when the arrow keys were used in the grid then Previous and Next month keep focus on themselves, so a second Enter does not choose a day', async () => {
    const onChange = vi.fn();
    render(<Picker onChange={onChange} />);
    await tabToGrid();
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    const next = screen.getByRole('button', { name: 'Next month' });
    expect(next).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('grid', { name: 'Payment Date, December 2026' })).toBeInTheDocument();
    expect(next).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('grid', { name: 'Payment Date, January 2027' })).toBeInTheDocument();
    expect(next).toHaveFocus();
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}{Enter}');
    expect(screen.getByRole('button', { name: 'Previous month' })).toHaveFocus();
    expect(onChange).not.toHaveBeenCalled();
  }, 15_000);
});

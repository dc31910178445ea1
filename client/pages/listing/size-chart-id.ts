/** The size chart dialog's id (the spec's `sizechart-modal`), which the Size chart button opens. */
export const SIZE_CHART_ID = 'sizechart-modal'

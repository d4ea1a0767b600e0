import { describe, expect, it } from 'vitest';
import { DEFAULT_HELP_MODEL_ID, helpModelConfigFromEnv } from './model-config';

const origin = 'https://app.fedatario.mx';

describe('helpModelConfigFromEnv', () => {
  it('defaults to the small multilingual model, quantized, from our own origin', () => {
    expect(helpModelConfigFromEnv({}, origin)).toEqual({
      modelId: DEFAULT_HELP_MODEL_ID,
      dtype: 'q8',
      remoteHost: 'https://app.fedatario.mx/models/',
    });
    expect(DEFAULT_HELP_MODEL_ID).toBe('Xenova/paraphrase-multilingual-MiniLM-L12-v2');
  });

  it('takes the build-time overrides, ignoring blanks and unknown dtypes', () => {
    expect(
      helpModelConfigFromEnv(
        {
          VITE_HELP_MODEL_ID: ' org/otro-modelo ',
          VITE_HELP_MODEL_DTYPE: 'fp32',
          VITE_HELP_MODEL_HOST: 'https://modelos.fedatario.mx',
        },
        origin,
      ),
    ).toEqual({
      modelId: 'org/otro-modelo',
      dtype: 'fp32',
      remoteHost: 'https://modelos.fedatario.mx/',
    });
    expect(
      helpModelConfigFromEnv(
        { VITE_HELP_MODEL_ID: '  ', VITE_HELP_MODEL_DTYPE: 'int4', VITE_HELP_MODEL_HOST: '' },
        origin,
      ),
    ).toEqual({
      modelId: DEFAULT_HELP_MODEL_ID,
      dtype: 'q8',
      remoteHost: 'https://app.fedatario.mx/models/',
    });
  });

  it('resolves a relative host against the page origin', () => {
    expect(
      helpModelConfigFromEnv({ VITE_HELP_MODEL_HOST: '/static/modelos' }, origin).remoteHost,
    ).toBe('https://app.fedatario.mx/static/modelos/');
  });
});

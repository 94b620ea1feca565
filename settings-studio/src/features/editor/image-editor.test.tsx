import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { studioImageMaxBytes } from '@schemas/studio/studio-api';
import { fakeStudioServer, renderStudio, type FakeAnswer } from '@studio/testing/studio-test-kit';
import { ImageEditor } from './image-editor';

let restore = () => {};
afterEach(() => restore());

function renderImage(answer: FakeAnswer, value = '') {
  const server = fakeStudioServer(() => answer);
  restore = server.restore;
  const onChange = vi.fn();
  renderStudio(
    <ImageEditor
      id="img"
      label="Value"
      keyName="header.logo"
      value={value}
      onChange={onChange}
      readOnly={false}
      invalid={false}
    />,
  );
  const choose = (file: File) =>
    fireEvent.change(screen.getByLabelText('Upload a new image'), { target: { files: [file] } });
  return { server, onChange, choose };
}

describe('ImageEditor', () => {
  it('shows the current image and uploads a chosen PNG, saving its address', async () => {
    const { server, onChange, choose } = renderImage(
      { status: 200, body: { url: '/media/abc.png', contentType: 'image/png', bytes: 3 } },
      '/media/old.png',
    );
    expect(screen.getByRole('img', { name: 'Current value of header.logo' })).toHaveAttribute('src', '/media/old.png');
    choose(new File([new Uint8Array([137, 80, 78])], 'logo.png', { type: 'image/png' }));
    await vi.waitFor(() => expect(onChange).toHaveBeenCalledWith('/media/abc.png'));
    expect(server.calls[0]).toMatchObject({ method: 'POST', path: 'images' });
    expect(server.calls[0]?.headers.get('Content-Type')).toBe('image/png');
  });

  it('refuses other types and large files before sending, with the reason at the field', () => {
    const { server, choose } = renderImage({ status: 200, body: {} });
    choose(new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a PNG, JPEG, GIF or WebP image.');
    choose(new File([new Uint8Array(studioImageMaxBytes + 1)], 'big.png', { type: 'image/png' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The image is too large: at most 1024 KB.');
    expect(server.calls).toEqual([]);
  });

  it("shows the server's refusal of a file that is not really an image (415)", async () => {
    const { choose } = renderImage({ status: 415, body: { message: 'Not an image' } });
    choose(new File(['hello'], 'fake.png', { type: 'image/png' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This file is not a PNG, JPEG, GIF or WebP image.');
  });

  it("says the pixel limit before a file is chosen, and shows the server's refusal of a picture too large (422) at the field", async () => {
    const message = 'The image is 5000 × 1 pixels; images may be at most 4096 × 4096 pixels.';
    const { choose } = renderImage({ status: 422, body: { message } });
    expect(screen.getByText('PNG, JPEG, GIF or WebP, at most 1024 KB and 4096 × 4096 pixels.')).toBeInTheDocument();
    choose(new File(['x'], 'wide.png', { type: 'image/png' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });
});

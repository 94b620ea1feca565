import { describe, expect, it } from 'vitest';
import { allowedQuestions, validateSecretQuestion } from './secret-question-rules';

describe('secret question step (access spec §5)', () => {
  it('filters preset questions by the allowed characters', () => {
    expect(allowedQuestions(["What is your mother's maiden name?", 'Favourite <b>food</b>?', 'Colour: red or blue?', '', 'City of birth?'])).toEqual([
      "What is your mother's maiden name?",
      'City of birth?',
    ]);
  });
  it('requires a question and an answer', () => {
    expect(validateSecretQuestion({ question: '', answer: '' }, false)).toEqual({
      question: 'secretQuestion.questionRequired',
      answer: 'secretQuestion.answerRequired',
    });
  });
  it('uses the custom-question texts in custom mode', () => {
    expect(validateSecretQuestion({ question: ' ', answer: '' }, true)).toEqual({
      question: 'secretQuestion.customQuestionRequired',
      answer: 'secretQuestion.customAnswerRequired',
    });
  });
  it('refuses answers with characters outside the allowed pattern', () => {
    expect(validateSecretQuestion({ question: 'City of birth?', answer: 'Austin <TX>' }, false)).toEqual({ answer: 'secretQuestion.answerInvalid' });
    expect(validateSecretQuestion({ question: 'City of birth?', answer: "O'Hare (north), #2" }, false)).toEqual({});
  });
});

// A local fake of a session-recording vendor's script: it only counts how often it ran.
window.fakeSessionRecorder = (window.fakeSessionRecorder || 0) + 1;

# Sensei's Library examples of unconditional life: the outcomes the lesson states.
# loadsgf reads beside this file; run from this folder with gogui-regress too.

# Example 1: the black chain at A4 has two vital regions.
loadsgf ../../sample_sgf/sensei_example1.sgf
1 unconditional_status A4
#? [alive]
2 unconditional_status A5
#? [black_territory]
3 gobenson-explain A4
#? [The block at A4 is unconditionally alive: .*]

# Example 2: alive in play, but C1 is not unconditionally alive.
loadsgf ../../sample_sgf/sensei_example2.sgf
11 unconditional_status C1
#? [undecided]
12 unconditional_status A5
#? [alive]
13 go_safe benson white
#? [0]
14 final_status_list alive
#? [A5 B5 C5 D5 B4 D4 A3 B3 C3 D3 A2 A1]
15 gobenson-capture C1
#? [(w [A-D][1-7] ?)+]
16 unconditional_status A7
#? [!alive]

# Example 5: no block of black's is unconditionally alive.
loadsgf ../../sample_sgf/sensei_example5_not_alive.sgf
21 final_status_list alive
#? []

Traceback (most recent call last):
  File "/lustre/orion/syb111/proj-shared/Projects/JAIL-RAG/scripts/train_edgepred_grpo.py", line 11, in <module>
    from DGXutils import GetLowestGPU
ModuleNotFoundError: No module named 'DGXutils'
